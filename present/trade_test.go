package present

import (
	"testing"

	"twilight/rules"
)

// offerToP2 starts the Trade Phase of p1 with a Stoic Legionnaires to give.
const offerToP2 = `players Mars Hera
p1 life I I I I I I
p2 life I I I I I I
p1 resource I
p2 resource I
p1 hand "Stoic Legionnaires" "Youthful Troll"
p2 hand "Youthful Troll" "Borderland Scout"
start p1 trade
`

// TestAnswerDefaultsToDecline: an offer received has Decline as its
// primary (Space/Enter) answer; Accept asks again when pressed from the
// keyboard; "Decline all from" names the sender and confirms.
func TestAnswerDefaultsToDecline(t *testing.T) {
	s, _, _ := view(t, offerToP2)
	for _, a := range []rules.Action{rules.TradeWith(0, 1), rules.Give(0, s.Players[0].Hand[0]), rules.Ask(0, rules.Lesser), rules.Send(0)} {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	v := s.View(1)
	stops := DefaultStops()
	for _, confirm := range []bool{false, true} {
		in := &Input{View: v, Legal: v.Legal(nil), Names: Names{Seats: []string{"Reader of the Portents", "You"}, Viewer: 1}, Mine: true,
			Deciding: 1, Human: []bool{false, true}, Stops: &stops, Selected: rules.NoCard, ConfirmDecline: confirm}
		p := Build(in)
		var primaries []string
		var accept, all *Button
		for i, b := range p.Buttons {
			if b.Primary {
				primaries = append(primaries, b.Label)
			}
			switch {
			case b.Action.Kind == rules.ActAccept:
				accept = &p.Buttons[i]
			case b.Cmd == CmdDeclineAll:
				all = &p.Buttons[i]
			}
		}
		if len(primaries) != 1 || primaries[0] != "Decline" {
			t.Errorf("confirm %v: primary buttons %q, want only Decline", confirm, primaries)
		}
		if accept == nil || accept.Primary || accept.KeyConfirm == "" {
			t.Errorf("Accept should be offered, not primary, and ask again from the keyboard: %+v", accept)
		}
		if all == nil || all.Label != "Decline all from Reader of the Portents" || all.Confirm == "" || all.Action.Kind != rules.ActPass {
			t.Errorf("Decline all: %+v", all)
		}
	}
}
