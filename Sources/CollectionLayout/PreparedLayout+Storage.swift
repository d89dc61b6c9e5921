extension PreparedLayout {
    /// The bytes held by the layout's arrays (capacity × stride), not counting
    /// the few fixed-size fields: a deterministic measure of its memory.
    public var storageBytes: Int {
        var bytes = sections.capacity * MemoryLayout<SectionGeometry>.stride
        for section in sections {
            bytes += section.items.storedBytes + section.lines.storedBytes
            bytes += section.grid?.storageBytes ?? 0
            bytes += section.items.body?.storedBytes ?? 0
            if let body = section.items.waterfall {
                bytes += body.storedBytes
                continue
            }
            bytes += section.columns.capacity * MemoryLayout<Column>.stride
            for column in section.columns {
                bytes += column.items.capacity * MemoryLayout<Int>.stride
            }
        }
        return bytes
    }
}
