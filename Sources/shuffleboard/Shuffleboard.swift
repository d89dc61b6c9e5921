@main
struct Shuffleboard {
    static func main() {}
}
