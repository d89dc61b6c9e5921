import CollectionLayout

/// An exchange on screen: the moved item's slot before and after, canvas coordinates.
struct ExchangeArrow {
    var frame: Int
    var label: String
    var from: Point
    var to: Point
}
