package present

import (
	"slices"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestHandAdvice: a playable card is marked; one that is not says why in
// a newcomer's words, with what to do about it.
func TestHandAdvice(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, tc := range []struct {
		name, src, card string
		viewer          int8
		playable        bool
		want            []string // parts of Why
	}{
		{"payable", `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I
p1 hand "Borderland Scout"
start p1 summoning
`, "Borderland Scout", 0, true, nil},
		{"no Lesser Aspect: the Exalted one does not pay", `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource III
p1 aspects I
p1 hand "Borderland Scout"
start p1 summoning
`, "Borderland Scout", 0, false, []string{"needs a Lesser Aspect (I)", "place one from your Aspect Stack in your Resource Phase"}},
		{"no Aspect left to place", `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource II
p1 hand "Youthful Troll"
start p1 summoning
`, "Youthful Troll", 0, false, []string{"needs a Lesser Aspect (I)", "Trade or a Seize"}},
		{"Exhausted Aspects", `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I exhausted
p1 hand "Borderland Scout"
start p1 summoning
`, "Borderland Scout", 0, false, []string{"Exhausted", "Refresh Phase"}},
		{"the Resource Phase: the Summoning Phase comes next", `players Mars Hera
p1 life I I I
p2 life I I I
p1 aspects I
p1 hand "Borderland Scout"
start p1 resource
`, "Borderland Scout", 0, false, []string{"Summoning Phase", "after the Resource Phase", "place one now (Place Lesser)"}},
		{"the Trade Phase: a card that can force a trade is not yet playable", `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I
p1 hand "Borderland Scout"
start p1 trade
`, "Borderland Scout", 0, false, []string{"Summoning Phase"}},
		{"another player's turn", `players Mars Hera
p1 life I I I
p2 life I I I
p2 resource I
p2 hand "Borderland Scout"
start p1 summoning
`, "Borderland Scout", 1, false, []string{"wait for your turn"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := board(t, set, tc.src)
			v := s.View(tc.viewer)
			var legal []rules.Action
			if s.Pending.Player == tc.viewer {
				legal = v.Legal(nil)
			}
			c := cardNamed(t, v, tc.viewer, tc.card)
			adv := HandAdvice(v, legal, tc.viewer, c)
			if adv.Playable != tc.playable {
				t.Fatalf("playable %v, want %v (%q)", adv.Playable, tc.playable, adv.Why)
			}
			for _, w := range tc.want {
				if !strings.Contains(adv.Why, w) {
					t.Errorf("why %q lacks %q", adv.Why, w)
				}
			}
			if !adv.Playable && adv.Rule == "" {
				t.Error("no rules entry")
			}
		})
	}
}

// TestSuggestLevel: the Resource Phase suggests the level that lets the
// hand be paid for, names it in the prompt and makes it the primary
// button.
func TestSuggestLevel(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource II
p1 aspects I III II
p1 hand "Borderland Scout" "Youthful Troll"
start p1 resource
`)
	v := s.View(0)
	legal := v.Legal(nil)
	if got := SuggestLevel(v, legal, 0); got != rules.Lesser {
		t.Fatalf("suggested %v, want Lesser", got)
	}
	p := Build(&Input{View: v, Legal: legal, Names: Names{Seats: []string{"Ann", "Bob"}}, Mine: true, Deciding: 0, Selected: rules.NoCard})
	if !strings.Contains(p.Text, "Suggested: Lesser (I)") || !strings.Contains(p.Text, "2 cards") {
		t.Errorf("prompt %q", p.Text)
	}
	for _, b := range p.Buttons {
		if b.Primary != (b.Action.Level == rules.Lesser) {
			t.Errorf("button %q primary %v", b.Label, b.Primary)
		}
	}
	// A hand that asks for nothing it lacks gets no suggestion.
	s = board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I
p1 aspects I III
p1 hand "Borderland Scout"
start p1 resource
`)
	v = s.View(0)
	if got := SuggestLevel(v, v.Legal(nil), 0); got != rules.NoLevel {
		t.Errorf("suggested %v for a hand that is paid for", got)
	}
}

// TestLimitLines: the Creature Limit of each level, in the forms a mat
// chooses from.
func TestLimitLines(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, c := range []struct {
		name, board string
		want        []string
		full        bool
	}{
		{"full at both levels", "p1 resource I I II\np1 field \"Borderland Scout\" \"Corrupt Tribune\" \"Youthful Troll\"",
			[]string{"Lesser creatures 2 of 2 · Greater 1 of 1", "I 2/2 · II 1/1"}, true},
		{"room at the Greater level", "p1 resource I I I II\np1 field \"Borderland Scout\"",
			[]string{"Lesser creatures 1 of 3 · Greater 0 of 1", "I 1/3 · II 0/1", "I 1/3"}, false},
		{"no creatures yet", "p1 resource II III",
			[]string{"Greater creatures 0 of 1 · Exalted 0 of 1", "II 0/1 · III 0/1", "II 0/1"}, false},
		{"no Aspects", "",
			[]string{"Creatures 0 of 0: place Aspects to summon", "Creatures 0/0"}, false},
	} {
		s := board(t, set, "players Mars Hera\np1 life I I I\np2 life I I I\n"+c.board+"\nstart p1 summoning\n")
		if got := LimitLines(s, 0); !slices.Equal(got, c.want) {
			t.Errorf("%s: LimitLines = %q, want %q", c.name, got, c.want)
		}
		if LimitFull(s, 0) != c.full || LimitFull(s, 1) {
			t.Errorf("%s: LimitFull = %v, %v; want %v, false", c.name, LimitFull(s, 0), LimitFull(s, 1), c.full)
		}
	}
}

// TestAskFirst: a harmful Scheme aimed at your own creature and a Summon
// that forces a Creature-Limit discard ask first; aiming at a rival or a
// Summon within the limit does not.
func TestAskFirst(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I I
p2 resource I II
p1 field "Borderland Scout" "Corrupt Tribune"
p2 field "Youthful Troll"
p1 hand "Spark" "Barrow Wight" "Shield Wall"
start p1 summoning
`)
	v := s.View(0)
	legal := v.Legal(nil)
	mine, theirs := cardNamed(t, v, 0, "Borderland Scout"), cardNamed(t, v, 1, "Youthful Troll")
	spark := cardNamed(t, v, 0, "Spark")
	asked := map[rules.CardID]string{}
	for _, dt := range DropTargets(v, legal, spark) {
		if dt.Follow && dt.Kind == DropCard {
			asked[dt.Card] = AskFirst(v, 0, dt.Action, dt.Then, true)
		}
	}
	if q := asked[mine]; !strings.Contains(q, "Borderland Scout is yours") {
		t.Errorf("Spark on your own creature asks %q", q)
	}
	if q, ok := asked[theirs]; !ok || q != "" {
		t.Errorf("Spark on a rival's creature asks %q (a target: %v)", q, ok)
	}
	shield := cardNamed(t, v, 0, "Shield Wall")
	for _, dt := range DropTargets(v, legal, shield) {
		if q := AskFirst(v, 0, dt.Action, dt.Then, dt.Follow); q != "" {
			t.Errorf("a helpful Scheme asks %q", q)
		}
	}
	// A third Lesser creature with three Lesser Aspects: within the limit.
	wight := cardNamed(t, v, 0, "Barrow Wight")
	if q := AskFirst(v, 0, rules.Summon(0, wight), rules.Action{}, false); q != "" {
		t.Errorf("a Summon within the limit asks %q", q)
	}
	s = board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I
p1 field "Borderland Scout" "Corrupt Tribune"
p1 hand "Barrow Wight"
start p1 summoning
`)
	v = s.View(0)
	wight = cardNamed(t, v, 0, "Barrow Wight")
	if q := AskFirst(v, 0, rules.Summon(0, wight), rules.Action{}, false); !strings.Contains(q, "you have 2 Lesser creatures and 2 Lesser Aspects") {
		t.Errorf("a Summon over the limit asks %q", q)
	}
	// The discard it forces says why only Lesser creatures qualify.
	if err := s.Apply(rules.Summon(0, wight)); err != nil {
		t.Fatal(err)
	}
	for s.Pending.Kind == rules.DecPriority {
		if err := s.Apply(rules.Pass(s.Pending.Player)); err != nil {
			t.Fatal(err)
		}
	}
	if s.Pending.Kind != rules.DecChoose || s.Pending.Purpose() != rules.ForExcess {
		t.Fatalf("pending %v, not the Creature-Limit discard", s.Pending.Kind)
	}
	v = s.View(0)
	p := Build(&Input{View: v, Legal: v.Legal(nil), Names: Names{Seats: []string{"Ann", "Bob"}}, Mine: true, Selected: rules.NoCard})
	if !strings.Contains(p.Text, "3 Lesser creatures and 2 Lesser Aspects") || !strings.Contains(p.Text, "only they count") {
		t.Errorf("discard prompt %q", p.Text)
	}
}

// TestAssignDamageFirstPress: passing after blockers are declared passes
// the window after the (empty) replacing of blockers too, so the first
// press of "Assign damage" reaches Creature Damage.
func TestAssignDamageFirstPress(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p1 field "Youthful Troll"
p2 field "Borderland Scout"
p1 hand "Spark"
start p1 combat
p1 attack "Youthful Troll" p2 life
all pass
p2 block "Borderland Scout" "Youthful Troll"
`)
	if s.Step != rules.StepBlockAfter || s.Pending.Player != 0 {
		t.Fatalf("step %v, p%d decides", s.Step, s.Pending.Player+1)
	}
	if got := PassLabel(s.View(0), 0, nil); got != "Assign damage" {
		t.Fatalf("label %q", got)
	}
	stops := DefaultStops()
	stops.Mine[AtBlockers] = Always
	mode, ok := AfterPass(s.View(0), 0)
	if !ok {
		t.Fatal("no pass mode after blockers")
	}
	log := len(s.Log)
	for range 20 {
		if s.Step >= rules.StepDamageAfter {
			break
		}
		p := s.Pending.Player
		v := s.View(p)
		if p == 0 && log != len(s.Log) && Decide(v, 0, v.Legal(nil), &stops, mode) == Stop && s.Step < rules.StepDamage {
			t.Fatalf("the table stops again at %v before Damage", s.Step)
		}
		log = -1
		if err := s.Apply(rules.Pass(p)); err != nil {
			t.Fatal(err)
		}
	}
	damaged := false
	for _, e := range s.Log {
		damaged = damaged || e.Kind == rules.EvDamage
	}
	if !damaged {
		t.Error("no Damage logged")
	}
	// Without the mode the table would stop again (the old silent press).
	s2 := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p1 field "Youthful Troll"
p2 field "Borderland Scout"
p1 hand "Spark"
start p1 combat
p1 attack "Youthful Troll" p2 life
all pass
p2 block "Borderland Scout" "Youthful Troll"
p1 pass
`)
	for s2.Pending.Player != 0 {
		if err := s2.Apply(rules.Pass(s2.Pending.Player)); err != nil {
			t.Fatal(err)
		}
	}
	v := s2.View(0)
	if s2.Step != rules.StepReplaceAfter || Decide(v, 0, v.Legal(nil), &stops, Mode{}) != Stop {
		t.Fatalf("step %v: the second window is not where the old press stopped", s2.Step)
	}
	if Decide(v, 0, v.Legal(nil), &stops, mode) != Pass {
		t.Error("the mode does not pass the repeated window")
	}
}

// TestSuggestSeize: with nothing in the Aspect Stack to place, the Seize
// Phase highlights the Seize of the level the hand needs instead of "No
// seizing"; with an Aspect to place, or a hand that lacks nothing, it
// suggests none.
func TestSuggestSeize(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, tc := range []struct {
		name, src string
		want      rules.Level // NoLevel: No seizing stays the highlighted button
	}{
		{"nothing to place, the hand needs Lesser", `players Mars Hera
p1 life I I I
p2 life I II III I II
p1 hand "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout"
start p1 seize
`, rules.Lesser},
		{"an Aspect to place already", `players Mars Hera
p1 life I I I
p2 life I II III I II
p1 aspects I
p1 hand "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout"
start p1 seize
`, rules.NoLevel},
		{"a hand that lacks nothing", `players Mars Hera
p1 life I I I
p2 life I II III I II
p1 resource I
p1 hand "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout" "Borderland Scout"
start p1 seize
`, rules.NoLevel},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := board(t, set, tc.src).View(0)
			legal := v.Legal(nil)
			p := Build(&Input{View: v, Legal: legal, Names: Names{Seats: []string{"Ann", "Bob"}}, Mine: true, Deciding: 0, Selected: rules.NoCard})
			primaries := 0
			for _, b := range p.Buttons {
				if !b.Primary {
					continue
				}
				primaries++
				seized := rules.NoLevel
				if b.Action.Kind == rules.ActSeize {
					seized = b.Action.Level
				}
				if seized != tc.want {
					t.Errorf("highlighted %q, want a Seize of %v (NoLevel: No seizing); prompt %q", b.Label, tc.want, p.Text)
				}
			}
			if primaries != 1 {
				t.Errorf("%d highlighted buttons, want 1", primaries)
			}
		})
	}
}

// TestAskFirstOneUsePower: a click that would spend the Deity's one-use
// power asks first, naming the Deity; its power usable every turn does not.
func TestAskFirstOneUsePower(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I I I I I I
p2 life I I I I I I I I
p1 resource I I I I I I I
p1 field "Borderland Scout"
start p1 summoning
`)
	v := s.View(0)
	once, general := 0, 0
	for _, a := range v.Legal(nil) {
		if a.Kind != rules.ActDeity {
			continue
		}
		q := AskFirst(v, 0, a, rules.Action{}, false)
		if v.Set.Deities[v.Players[0].Deity].Abilities[a.Ability].Once {
			once++
			if !strings.HasPrefix(q, "Mars's one-use power") || !strings.HasSuffix(q, "Use it now?") {
				t.Errorf("the one-use power asks %q", q)
			}
		} else if general++; q != "" {
			t.Errorf("the power usable every turn asks %q", q)
		}
	}
	if once == 0 || general == 0 {
		t.Fatalf("legal: %d one-use and %d general Deity powers; the test needs both", once, general)
	}
}
