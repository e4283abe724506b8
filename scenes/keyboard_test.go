package scenes

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/table/focus"
	"twilight/scenes/widget"
)

// keyPlayer plays the human's side of a match with the keyboard alone:
// Tab walks the focus to the card it wants, Enter picks it up, Tab walks
// to the place it should go, Enter drops it; Space presses the prompt's
// primary button. No pointer gesture is ever made.
type keyPlayer struct {
	t       testing.TB
	m       *table.MatchScene
	manager *scene.Manager
	queue   [][]ebiten.Key
	over    *folder.MatchSummary
	ticks   int
	presses int
	summons int
	attacks int
	// goal is the action the player is steering the focus towards.
	goal *rules.Action
	tabs int
}

func (k *keyPlayer) Update() error {
	k.ticks++
	if k.over != nil {
		return ebiten.Termination
	}
	if k.ticks > 6000 {
		return errors.New("tick limit")
	}
	k.manager.Layout(1280, 720)
	return k.manager.Update(nil, input.Point{X: -1, Y: -1})
}

func (k *keyPlayer) Draw(screen *ebiten.Image) {}

func (k *keyPlayer) Layout(int, int) (int, int) { return 16, 16 }

// keys is the Match's key source: the queued keys, one set per tick, or
// the next step of the plan.
func (k *keyPlayer) keys(in *widget.Keys) {
	in.Pressed, in.Chars, in.Shift, in.Ctrl, in.Wheel = in.Pressed[:0], nil, false, false, 0
	if len(k.queue) > 0 {
		in.Pressed = append(in.Pressed, k.queue[0]...)
		k.queue = k.queue[1:]
		k.presses += len(in.Pressed)
		return
	}
	m := k.m
	if !m.Mine || m.Moving {
		return
	}
	k.plan()
}

// plan picks the next keys: steer the focus to the goal's card and then
// to its place, or press Space for the primary button.
func (k *keyPlayer) plan() {
	m := k.m
	if k.goal == nil {
		k.goal = k.pickGoal()
		k.tabs = 0
	}
	if k.goal == nil {
		k.queue = append(k.queue, []ebiten.Key{ebiten.KeySpace}, nil)
		return
	}
	if k.tabs > 80 {
		k.t.Fatalf("the focus never reached the goal %v", *k.goal)
	}
	it, on := k.focused()
	switch {
	case on && it.Kind == focus.Card && it.Card == k.goal.Card && m.Sel == rules.NoCard:
		k.queue = append(k.queue, []ebiten.Key{ebiten.KeyEnter}, nil)
	case on && it.Kind == focus.Target && m.Targets[it.Target].Action == *k.goal:
		k.queue = append(k.queue, []ebiten.Key{ebiten.KeyEnter}, nil, nil)
		if k.goal.Kind == rules.ActSummon {
			k.summons++
		} else {
			k.attacks++
		}
		k.goal = nil
	default:
		k.queue = append(k.queue, []ebiten.Key{ebiten.KeyTab}, nil)
		k.tabs++
	}
}

func (k *keyPlayer) focused() (focus.Item, bool) {
	if !k.m.Focus.On() {
		return focus.Item{}, false
	}
	return k.m.Focus.Items[k.m.Focus.Cur], true
}

// pickGoal is a creature to summon or an attack on a Life Stack, if any.
func (k *keyPlayer) pickGoal() *rules.Action {
	m := k.m
	for _, a := range m.Legal {
		if a.Kind == rules.ActSummon && m.View.Def(a.Card).Type == rules.Creature {
			return &a
		}
	}
	for _, a := range m.Legal {
		if a.Kind == rules.ActAttack && a.Stack == rules.AtLife {
			return &a
		}
	}
	return nil
}

// TestKeyboardOnlyMatch plays a match to a win with the keyboard alone:
// the summon and the attack are made by moving a visible focus with Tab
// and dropping with Enter, everything else with Space.
func TestKeyboardOnlyMatch(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I I
p2 life I I
p1 resource I II II
p2 resource I
p1 hand "Youthful Troll"
p1 field "Youthful Troll"
start p1 summoning
`)
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	m, err := table.MatchForState(app, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Session().Close()
	k := &keyPlayer{t: t, m: m, manager: scene.NewManager(m)}
	m.KeySource = k.keys
	m.OnGameOver = func(ctx *scene.Context, sum folder.MatchSummary) { k.over = &sum }
	_, err = runLong(t, k)
	if !errors.Is(err, ebiten.Termination) {
		t.Fatalf("the match did not end: %v (pending %v)", err, m.View.Pending)
	}
	if k.over == nil || k.over.Winner != 0 {
		t.Fatalf("summary %+v, want p1 winning", k.over)
	}
	if k.summons < 1 || k.attacks < 1 {
		t.Errorf("%d summons and %d attacks by keyboard; want both", k.summons, k.attacks)
	}
	if got := len(m.S.State().Players[0].Field); got != 2 {
		t.Errorf("p1 has %d creatures, want 2 (the Troll summoned by keyboard)", got)
	}
	t.Logf("won in %d ticks with %d key presses (%d summons, %d attacks), no pointer", k.ticks, k.presses, k.summons, k.attacks)
}
