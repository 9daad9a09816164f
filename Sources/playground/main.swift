import ArgumentParser
import Foundation
import PlaygroundSDL

// Parse and run; every user error is one line on stderr and exit code 2.
do {
    var command = try PlaygroundCommand.parseAsRoot()
    try command.run()
} catch let error as PlaygroundError {
    PlaygroundError.report(error.description)
    exit(2)
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = PlaygroundCommand.exitCode(for: error)
    if code == .success { PlaygroundCommand.exit(withError: error) }
    let message = PlaygroundCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    PlaygroundError.report(message)
    exit(2)
}
