import CollectionLayout

/// The exchange a target rule asks for when the gesture ends (``ExchangesAtEnd``).
extension SessionRunner {
    /// When the target rule names an item to exchange with, the data and then the screen
    /// exchange it and the item that was lifted (at `lifted.current`): the data in one edit, the
    /// screen in two moves (the item to the partner's place, the partner, now beside it, to the
    /// item's; one for neighbours), so that the items between keep their slots; both animate to their new slots as
    /// the moves part animates a move. Runs after the drop rule has ended the lift, so the item
    /// animates like any other.
    mutating func exchangeAtEnd(_ lifted: LiftState) {
        let a = lifted.current
        guard let rule = parts.targetRule as? any ExchangesAtEnd, let b = rule.exchangePartner,
              b != a, b.section == a.section, order.contains(b) else { return }
        let partner = order[b.section][b.item]
        commit(DataEdit(from: a, to: b, kind: .exchange), item: lifted.label)
        let move = parts.moves.move(from: a, to: b, context: MoveContext(time: now, tick: tick, autoScroll: autoScroll))
        let beside = IndexPath(section: b.section, item: a.item < b.item ? b.item - 1 : b.item + 1)
        events.append(.exchange(item: lifted.label, from: a, to: b))
        moveOnScreen(from: a, to: b, seconds: move.seconds, curve: move.curve, settling: true)
        // Neighbours: the first move already put the partner in the item's place.
        guard beside != a else { return }
        events.append(.exchange(item: partner, from: beside, to: a))
        moveOnScreen(from: beside, to: a, seconds: move.seconds, curve: move.curve, settling: true)
    }
}
