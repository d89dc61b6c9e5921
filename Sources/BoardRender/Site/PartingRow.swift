/// A row of the "where they part" table of a board of several profiles (``Parting``).
struct PartingRow: TemplateContext {
    /// What is compared: "Screen order", "Data order", "Scroll offset", "Violations".
    var aspect: String
    /// "frame 42 (0.70 s)", or "never".
    var when: String
    /// What each variant shows then, in the order of the profiles.
    var cells: [String]
}
