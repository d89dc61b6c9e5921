/// A step as written on a board: the gesture, its source text and an optional note.
public struct ScriptStep: Hashable, Sendable {
    public var gesture: GestureStep
    /// The step as the user wrote it (`move to F over 0.4s`).
    public var text: String
    public var note: String?

    public init(gesture: GestureStep, text: String, note: String? = nil) {
        self.gesture = gesture
        self.text = text
        self.note = note
    }
}
