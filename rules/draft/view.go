package draft

// View returns what player p may see of the draft: their own Deities,
// stub, picks, choice and deck; of the others only how many cards and
// Deities they have, whether they have decided, and — once the draft is
// over — the Deity each plays and whether it misses its Faction
// Requirement (as the table shows at the match). Piles not yet opened are
// hidden from everybody, their owner included, and so are the dealt pools
// and the history. A hidden card is 0, a hidden Deity -1.
func (d *Draft) View(p int) *Draft {
	v := d.Clone()
	v.Viewer = p
	v.DeityPool, v.ActionPool, v.History = nil, nil, nil
	for q := range v.Seats {
		s := &v.Seats[q]
		for k := range s.Piles {
			clear(s.Piles[k])
		}
		if q == p {
			continue
		}
		hideInts(s.DeityHand)
		hideInts(s.Deities)
		clear(s.Stub)
		clear(s.Picks)
		s.Choice = -1
		if d.Stage != StageDone {
			s.Deity, s.Unmet = -1, false
		}
		s.Deck = nil
	}
	return v
}

func hideInts(xs []int) {
	for i := range xs {
		xs[i] = -1
	}
}
