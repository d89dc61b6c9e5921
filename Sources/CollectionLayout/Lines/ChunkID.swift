/// Identifies a chunk: where its frames are stored.
struct ChunkID: Hashable {
    let address: UnsafeRawPointer?
}
