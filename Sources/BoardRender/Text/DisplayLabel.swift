import ReorderEngine

/// The text drawn for an item: its label, except that a carousel's page
/// labels (one per copy of an item, see ``CarouselLabel``) show the item's.
func displayText(of label: String) -> String {
    CarouselLabel.displayText(label)
}
