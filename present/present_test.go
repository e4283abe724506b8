package present

import (
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// The positions the tests below start from: Mars (p1) against Hera (p2).
const (
	summoningWithTroll = `players Mars Hera
p1 life I I I I I I I I I I I I
p2 life I I I I I I I I I I I I
p1 resource I II II
p2 resource I I
p1 hand "Youthful Troll" "Stoic Legionnaires"
p1 field "Youthful Troll" summoned
start p1 summoning
`
	sparkAtTroll = `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p2 hand "Spark"
p1 field "Youthful Troll"
start p2 summoning
p2 summon "Spark"
p2 target "Youthful Troll"
`
	attackOnP2 = `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p1 field "Youthful Troll"
p2 field "Borderland Scout"
start p1 combat
p1 attack "Youthful Troll" p2 life
`
)

func view(t *testing.T, src string) (*rules.State, *rules.State, []rules.Action) {
	t.Helper()
	s := board(t, cardsettest.TestCards(t), src)
	v := s.View(s.Pending.Player)
	return s, v, v.Legal(nil)
}

// TestDecide: the table passes where the player has nothing they would
// want to do, and stops where the stops say.
func TestDecide(t *testing.T) {
	stops := DefaultStops()
	for _, tc := range []struct {
		name string
		src  string
		mode func(v *rules.State) Mode
		want Verdict
	}{
		{"your own Summoning Phase stops", summoningWithTroll, nil, Stop},
		{"a Scheme aimed at your creature stops (a Sacrifice answers it)", sparkAtTroll, nil, Stop},
		{"even when passing until your turn", sparkAtTroll, UntilTurn, Stop},
		{"attacked, with a Deity power to use: stop before blocks", attackOnP2 + "p1 pass\n", nil, Stop},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, v, legal := view(t, tc.src)
			mode := Mode{}
			if tc.mode != nil {
				mode = tc.mode(v)
			}
			if v.Pending.Kind != rules.DecPriority {
				t.Fatalf("pending %v, want a priority window", v.Pending.Kind)
			}
			if got := Decide(v, v.Pending.Player, legal, &stops, mode); got != tc.want {
				t.Errorf("Decide = %v, want %v (point %v, legal %v)", got, tc.want, pointName(v), legal)
			}
		})
	}
}

func pointName(v *rules.State) string {
	pt, mine := PointOf(v, v.Pending.Player)
	if mine {
		return "mine " + PointNames[pt]
	}
	return "theirs " + PointNames[pt]
}

// TestDecideTable drives Decide over hand-made windows: the point, whose
// turn, what the player could do and the stops.
func TestDecideTable(t *testing.T) {
	_, v, _ := view(t, summoningWithTroll)
	me := v.Pending.Player
	pass := rules.Pass(me)
	sac := rules.Sacrifice(me, 0)
	play := rules.Activate(me, 0, 0)
	def := DefaultStops()
	never := Stops{}
	always := Stops{}
	for i := range always.Mine {
		always.Mine[i], always.Theirs[i] = Always, Always
	}
	for _, tc := range []struct {
		name   string
		step   rules.Step
		theirs bool
		legal  []rules.Action
		stops  Stops
		mode   PassKind
		want   Verdict
	}{
		{"nothing but pass", rules.StepSummoning, false, []rules.Action{pass}, always, PassNormal, Pass},
		{"own main phase, only a Sacrifice", rules.StepSummoning, false, []rules.Action{pass, sac}, def, PassNormal, Stop},
		{"their Draw Phase, only a Sacrifice", rules.StepDrawAfter, true, []rules.Action{pass, sac}, def, PassNormal, Pass},
		{"their Draw Phase, an ability, nothing to answer: pass", rules.StepDrawAfter, true, []rules.Action{pass, play}, def, PassNormal, Pass},
		{"their Draw Phase, always stop", rules.StepDrawAfter, true, []rules.Action{pass, sac}, always, PassNormal, Stop},
		{"own End Phase, stops off", rules.StepEndWindow, false, []rules.Action{pass, play}, never, PassNormal, Pass},
		{"own blockers step with a play", rules.StepBlockAfter, false, []rules.Action{pass, play}, def, PassNormal, Stop},
		{"own blockers step without one", rules.StepBlockAfter, false, []rules.Action{pass, sac}, def, PassNormal, Pass},
		{"passing until my turn", rules.StepDrawAfter, true, []rules.Action{pass, play}, always, PassUntilTurn, Pass},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := v.Clone()
			w.Step = tc.step
			if tc.theirs {
				w.Active = 1 - me
			}
			mode := Mode{Kind: tc.mode, Turn: w.Turn, Mark: len(w.Log)}
			if got := Decide(w, me, tc.legal, &tc.stops, mode); got != tc.want {
				t.Errorf("Decide = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestPassLabel: the pass button names where the turn goes.
func TestPassLabel(t *testing.T) {
	stops := DefaultStops()
	_, v, _ := view(t, summoningWithTroll)
	me := v.Pending.Player
	for _, tc := range []struct {
		step rules.Step
		want string
	}{
		{rules.StepSummoning, "End turn"}, // the Troll was summoned this turn: no combat
		{rules.StepBlock, "Declare blockers"},
		{rules.StepBlockAfter, "Assign damage"},
		{rules.StepReplaceAfter, "Assign damage"},
		{rules.StepLifeAfter, "Finish combat"},
		{rules.StepDrawAfter, "To Trade Phase"},
		{rules.StepEndWindow, "End turn"},
	} {
		w := v.Clone()
		w.Step = tc.step
		if got := PassLabel(w, me, &stops); got != tc.want {
			t.Errorf("step %d: %q, want %q", tc.step, got, tc.want)
		}
	}
	w := v.Clone()
	c := cardNamed(t, w, 0, "Youthful Troll")
	for _, f := range w.Players[0].Field {
		w.Cards[f].Flags &^= rules.FSummonedTurn
	}
	_ = c
	if got := PassLabel(w, me, &stops); got != "To combat" {
		t.Errorf("with a creature ready to attack: %q, want To combat", got)
	}
	_, v2, _ := view(t, sparkAtTroll)
	if got := PassLabel(v2, v2.Pending.Player, &stops); got != "Resolve Spark" {
		t.Errorf("with Spark on the chain: %q", got)
	}
}

// TestBuild: the prompt's words and buttons, and the confirmations that
// guard costly one-press actions.
func TestBuild(t *testing.T) {
	stops := DefaultStops()
	_, v, legal := view(t, summoningWithTroll)
	in := &Input{View: v, Legal: legal, Names: Names{Seats: []string{"You", "Reader of the Portents"}, Viewer: 0}, Mine: true,
		Deciding: 0, Human: []bool{true, false}, Stops: &stops, Selected: rules.NoCard, Hints: true}
	p := Build(in)
	if len(p.Buttons) == 0 || !p.Buttons[0].Primary || p.Buttons[0].KeyConfirm == "" {
		t.Fatalf("Summoning with a card to summon: the primary button should ask before a key ends the phase: %+v", p.Buttons)
	}
	var count *Button
	for i := range p.Buttons {
		if p.Buttons[i].Action.Kind == rules.ActCountdown {
			count = &p.Buttons[i]
		}
	}
	if count == nil || !strings.Contains(count.Label, "Reader of the Portents' Life Stack") || !strings.Contains(count.Label, "costs") || count.Confirm == "" {
		t.Errorf("the Countdown button should name the cost and confirm: %+v", count)
	}
	if p.Hint == "" {
		t.Error("no first-match hint")
	}
	for _, b := range p.Buttons {
		if strings.Contains(b.Label, "End End") || strings.Contains(b.Label, "'s's") {
			t.Errorf("label %q", b.Label)
		}
	}
	in.Draft = &Draft{To: 1, Give: []rules.CardID{cardNamed(t, v, 0, "Stoic Legionnaires")}}
	v.Pending = rules.Pending{Kind: rules.DecOffer, Player: 0}
	v.Offer.To = 1
	p = Build(in)
	if p.Buttons[0].Cmd != CmdSendOffer || p.Buttons[0].Confirm == "" {
		t.Errorf("an offer asking for nothing should confirm: %+v", p.Buttons[0])
	}
}

// TestExplain: a refused drop is explained in words with the rule's name.
func TestExplain(t *testing.T) {
	_, v, _ := view(t, summoningWithTroll)
	troll := rules.NoCard
	for _, c := range v.Players[0].Field {
		troll = c
	}
	r, refused := Explain(v, rules.Attack(0, troll, 1, rules.AtLife))
	if !refused || !strings.Contains(r.Text, "Summoned this turn") || r.Rule != "Declare attackers" {
		t.Errorf("a just-summoned creature dropped on a Life Stack: %+v", r)
	}
	_, v, _ = view(t, strings.Replace(summoningWithTroll, `"Stoic Legionnaires"`, `"Stoic Legionnaires" "Stonehenge"`, 1))
	r, refused = Explain(v, rules.SummonTo(0, cardNamed(t, v, 0, "Stonehenge"), rules.North))
	if !refused || !strings.Contains(r.Text, "Stonehenge costs") || r.Rule == "" {
		t.Errorf("an unaffordable card: %+v", r)
	}
	if _, refused := Explain(v, rules.Pass(0)); refused {
		t.Error("a legal pass is refused")
	}
}

// TestSchemeDroppedOnTarget: a Scheme may be dropped straight onto its
// target; the drop Summons it and aims it.
func TestSchemeDroppedOnTarget(t *testing.T) {
	s := board(t, cardsettest.TestCards(t), `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I II
p1 hand "Spark"
p2 field "Youthful Troll"
start p1 summoning
`)
	v := s.View(0)
	legal := v.Legal(nil)
	spark := cardNamed(t, v, 0, "Spark")
	troll := cardNamed(t, v, 1, "Youthful Troll")
	var on *DropTarget
	for _, tg := range DropTargets(v, legal, spark) {
		if tg.Kind == DropCard && tg.Card == troll {
			on = &tg
		}
	}
	if on == nil || !on.Follow {
		t.Fatalf("no drop target on the Troll: %+v", DropTargets(v, legal, spark))
	}
	if err := s.Apply(on.Action); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(on.Then); err != nil {
		t.Fatalf("the target after the Summon: %v", err)
	}
	if len(s.Chain) != 1 || s.Chain[0].Source != spark {
		t.Fatalf("chain %+v", s.Chain)
	}
	a, ok := Intent(v, 0, spark, Spot{Kind: DropCard, Seat: 1, Card: troll})
	if !ok || a.Kind != rules.ActSummon {
		t.Errorf("Intent of a Scheme dropped on a card: %v %v", a, ok)
	}
}

// TestClickIntent: a click on an Exhausted card with an ability says why
// the ability may not be used.
func TestClickIntent(t *testing.T) {
	s := board(t, cardsettest.TestCards(t), `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I II
p1 field "Javelin Thrower" exhausted
p2 field "Youthful Troll"
start p1 summoning
`)
	v := s.View(0)
	c := cardNamed(t, v, 0, "Javelin Thrower")
	a, ok := ClickIntent(v, 0, c)
	if !ok || a.Kind != rules.ActActivate {
		t.Fatalf("ClickIntent = %v %v", a, ok)
	}
	r, refused := Explain(v, a)
	if !refused || !strings.Contains(r.Text, "Exhausted") || r.Rule != "Fresh and Exhausted" {
		t.Errorf("refusal %+v", r)
	}
	if _, ok := ClickIntent(v, 0, cardNamed(t, v, 1, "Youthful Troll")); ok {
		t.Error("a rival's card means nothing to click")
	}
}

// String names a verdict in test failures.
func (v Verdict) String() string { return [...]string{"stop", "pass", "offer"}[v] }
