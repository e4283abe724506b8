package present

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

var showRefusals = flag.Bool("refusals", false, "print every refusal TestEveryDropSaysWhy finds")

// dropAllTable is a table with every kind of card in p1's hand and
// something in every zone of both mats; the positions below start it at
// different moments of the turn.
const dropAllTable = `players Mars Hera
p1 life I II I I
p2 life II I I I
p1 hand "Borderland Scout" "Youthful Troll" "Spark" "Hurled Boulder" "Drill Yard" "Shield Wall" "Stonehenge"
p2 hand I II
p1 discard "Corrupt Tribune"
p2 discard "Barrow Wight"
p1 aspects I II
p2 aspects I
p1 resource I I
p2 resource I II
p1 field "Borderland Scout"
p2 field "Youthful Troll"
p2 north "Drill Yard"
`

// TestEveryDropSaysWhy drops every card of p1's hand (and their creature
// in play) on every zone and every card of the table, at several moments
// of the turn: each drop is either on a legal drop target, or means a
// legal action, or is refused with a reason in words — never a silent
// spring-back.
func TestEveryDropSaysWhy(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, tc := range []struct{ name, start string }{
		{"own Summoning Phase", "start p1 summoning\n"},
		{"own Resource Phase", "start p1 resource\n"},
		{"own combat", "start p1 combat\n"},
		{"rival's Summoning Phase", "start p2 summoning\n"},
		{"rival's attack", "start p2 combat\np2 attack \"Youthful Troll\" p1 life\nall pass\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := board(t, set, dropAllTable+tc.start)
			v := s.View(0)
			var legal []rules.Action
			if s.Pending.Player == 0 {
				legal = v.Legal(nil)
			}
			dragged := append([]rules.CardID(nil), v.Players[0].Hand...)
			dragged = append(dragged, v.Players[0].Field...)
			dragged = append(dragged, v.Players[0].Resource[0], v.Players[0].Aspects[0])
			n, said := 0, 0
			for _, c := range dragged {
				targets := DropTargets(v, legal, c)
				for _, at := range allSpots(v) {
					if accepted(v, targets, at) {
						continue
					}
					n++
					r, act, ok := DropRefusal(v, 0, c, at)
					switch {
					case !ok && act.Kind != 0:
						if err := v.Explain(act); err != nil {
							t.Errorf("%s on %s: meant %v, refused: %v", cardName(v, c), spotName(v, at), act, err)
						}
					case !ok || strings.TrimSpace(r.Text) == "":
						t.Errorf("%s dropped on %s springs back without a word", cardName(v, c), spotName(v, at))
					default:
						said++
						if *showRefusals {
							fmt.Printf("%-20s on %-28s %s [%s]\n", cardName(v, c), spotName(v, at), r.Text, r.Rule)
						}
					}
				}
			}
			if said == 0 || n == 0 {
				t.Errorf("%d drops tried, %d refusals: the table is not what the test means", n, said)
			}
		})
	}
}

// allSpots lists every place a card can be dropped on: each mat's Combat
// Field, compass slots, Life and Discard Stacks and Resource Area, and
// every card on the table.
func allSpots(v *rules.State) []Spot {
	var out []Spot
	for q := range v.Players {
		seat := int8(q)
		for _, k := range []DropKind{DropField, DropLife, DropDiscard, DropResource} {
			out = append(out, Spot{Kind: k, Seat: seat, Card: rules.NoCard})
		}
		for d := rules.North; d <= rules.West; d++ {
			out = append(out, Spot{Kind: DropSlot, Seat: seat, Dir: d, Card: rules.NoCard})
		}
		pl := &v.Players[q]
		cards := append(append([]rules.CardID(nil), pl.Field...), pl.Resource...)
		for d := range pl.Compass {
			cards = append(cards, pl.Compass[d]...)
		}
		for _, st := range [][]rules.CardID{pl.Life, pl.Discard, pl.Aspects} {
			if len(st) > 0 {
				cards = append(cards, st[len(st)-1])
			}
		}
		for _, c := range cards {
			out = append(out, Spot{Kind: DropCard, Seat: v.Cards[c].Controller, Card: c})
		}
	}
	return out
}

// accepted reports whether the table takes a drop at spot at as one of
// targets (as its targetAt does: a card, a slot or stack, then anywhere
// on a mat outside the compass for a Combat Field).
func accepted(v *rules.State, targets []DropTarget, at Spot) bool {
	st := stackSpot(v, at)
	for _, t := range targets {
		switch t.Kind {
		case DropCard:
			if at.Kind == DropCard && at.Card == t.Card {
				return true
			}
		case DropSlot:
			if at.Kind == DropSlot && at.Seat == t.Seat && at.Dir == t.Dir {
				return true
			}
		case DropField:
			if at.Seat == t.Seat && at.Kind != DropSlot {
				return true
			}
		default:
			if (at.Kind == t.Kind || st.Kind == t.Kind) && st.Seat == t.Seat {
				return true
			}
		}
	}
	return false
}

func spotName(v *rules.State, at Spot) string {
	who := fmt.Sprintf("p%d", at.Seat+1)
	switch at.Kind {
	case DropField:
		return who + " Combat Field"
	case DropSlot:
		return who + " " + at.Dir.String() + " slot"
	case DropLife:
		return who + " Life Stack"
	case DropDiscard:
		return who + " Discard Stack"
	case DropResource:
		return who + " Resource Area"
	}
	return who + " " + cardName(v, at.Card) + " (" + v.Cards[at.Card].Zone.String() + ")"
}
