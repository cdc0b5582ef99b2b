/// The markers on a timeline's clip.
public enum TimelineMarkers: String, CaseIterable, Sendable {
    /// Each layer's enter (green, over its enter transition) and exit (red, over its exit).
    case layers
    /// One marker a layer spanning its time (yellow): a caption card's pages.
    case pages
}
