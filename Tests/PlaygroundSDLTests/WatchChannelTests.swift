import Foundation
import Testing
import PlaygroundSDL

/// The watcher's writes to a watched program's channel (`playground open --watch`).
@Suite struct WatchChannelTests {
    /// A program that ended closed its end of the pipe: the write fails and says so, and this
    /// process goes on (with SIGPIPE's default action the watcher ended silently, mid-watch).
    @Test func writingToAProgramThatEndedFailsQuietly() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        #expect(WatchChannel.send("clear", to: pipe.fileHandleForWriting) == false)
        #expect(WatchChannel.send("error gone", to: pipe.fileHandleForWriting) == false)
    }

    /// A program that runs gets the line and its line break.
    @Test func writingToARunningProgramDeliversTheLine() throws {
        let pipe = Pipe()
        #expect(WatchChannel.send("error " + WatchChannel.escape("a\nb"), to: pipe.fileHandleForWriting))
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text == "error a\\nb\n")
    }
}
