import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, if given), posted on this center.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// `NotificationCenter.default.publisher(for:object:)`'s type.
    public struct Publisher: PlaygroundUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center; self.name = name; self.object = object
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            nonisolated(unsafe) let send = subject.send(_:)
            let token = center.addObserver(forName: name, object: object, queue: nil) { send($0) }
            nonisolated(unsafe) let observer = token
            let center = self.center
            let link = _Link<Notification, Never, S>("NotificationCenter", subscriber,
                value: { l, v in l.send(v) }, completion: { l, c in l.forward(c) })
            link.onEnd = { center.removeObserver(observer) }
            subject.subscribe(link)
        }
    }
}
