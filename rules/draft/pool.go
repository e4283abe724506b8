package draft

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"twilight/rules"
)

// Pool sizes (Card Drafting Variant, steps A and C).
const (
	DeitiesPerPlayer = 3
	Piles            = 3
	PileSize         = 20
	CardsPerPlayer   = Piles * PileSize
)

// levelShare is how the Action pool is spread over the levels: the shape
// of the pre-built decks (about 62% Lesser, 28% Greater, 10% Exalted),
// rounded to 60/30/10 so that sixty cards split evenly (RULINGS.md).
var levelShare = [4]int{rules.Lesser: 6, rules.Greater: 3, rules.Exalted: 1}

// DeityPool returns the Deity pool of an n-player draft, shuffled (step A):
// three Deities per player. A set with enough Deities gives that many
// different ones, drawn at random; a smaller set repeats its whole list as
// often as it fits and draws the rest at random without repeats, so no
// Deity appears more than once above any other (RULINGS.md).
func DeityPool(set *rules.CardSet, n int, r *rand.Rand) ([]int, error) {
	d := len(set.Deities)
	if d == 0 {
		return nil, fmt.Errorf("the card set holds no Deity")
	}
	want := DeitiesPerPlayer * n
	var pool []int
	for len(pool)+d <= want {
		for i := 0; i < d; i++ {
			pool = append(pool, i)
		}
	}
	rest := r.Perm(d)[:want-len(pool)]
	pool = append(pool, rest...)
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool, nil
}

// ActionPool returns the Action pool of an n-player draft, shuffled (step
// C): sixty cards per player drawn from every Action card of set (the base
// set and any Seasons loaded into it; never a mini-card). Each level gets
// its share of the pool (levelShare; a level the set lacks passes its
// share to Lesser, then Greater). Within a level the cards are dealt in
// rounds — every card of the level once, in a fresh random order, then
// again — so two cards of a level differ by at most one copy, except that
// an Epic card appears at most once per player (RULINGS.md).
func ActionPool(set *rules.CardSet, n int, r *rand.Rand) ([]rules.DefID, error) {
	var byLevel [4][]rules.DefID
	for i := 1; i < len(set.Cards); i++ {
		if c := &set.Cards[i]; !c.Mini && c.Level >= rules.Lesser && c.Level <= rules.Exalted {
			byLevel[c.Level] = append(byLevel[c.Level], c.ID)
		}
	}
	total := CardsPerPlayer * n
	var quota [4]int
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		quota[l] = total * levelShare[l] / 10
	}
	var pool []rules.DefID
	copies := map[rules.DefID]int{}
	// Exalted first, so that what a level cannot fill moves down to
	// Greater, then Lesser; what Lesser cannot fill moves back up.
	order := [...]rules.Level{rules.Exalted, rules.Greater, rules.Lesser, rules.Greater, rules.Exalted}
	carry := 0
	for k, l := range order {
		want := carry
		if k < 3 {
			want += quota[l]
		}
		got := dealLevel(set, byLevel[l], want, n, copies, r)
		pool = append(pool, got...)
		carry = want - len(got)
	}
	if len(pool) < total {
		return nil, fmt.Errorf("the card set is too small for a %d-player draft: %d Action cards fit the pool, it needs %d", n, len(pool), total)
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool, nil
}

// dealLevel deals want cards of one level in rounds (see ActionPool); it
// returns fewer when the level runs out (no cards, or only capped Epics).
func dealLevel(set *rules.CardSet, cards []rules.DefID, want, n int, copies map[rules.DefID]int, r *rand.Rand) []rules.DefID {
	var out []rules.DefID
	for len(out) < want {
		round := slices.Clone(cards)
		r.Shuffle(len(round), func(i, j int) { round[i], round[j] = round[j], round[i] })
		added := false
		for _, id := range round {
			if len(out) == want {
				break
			}
			if set.Cards[id].Has(rules.KwEpic) && copies[id] >= n {
				continue
			}
			copies[id]++
			out = append(out, id)
			added = true
		}
		if !added {
			break
		}
	}
	return out
}
