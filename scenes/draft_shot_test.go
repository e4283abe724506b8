package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/draft"

	"twilight/scenes/drafting"
	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// TestDraftShots renders the drafting room with two humans at one screen
// (the curtain at a hand-over; the second pile with thirty picks made and
// a card pointed at) and the table of the match that follows, where one
// human's deck misses its Deity's Faction Requirement, into $DRAFT_SHOTS
// at $DRAFT_SHOT_SIZE (skipped without them), to look at.
func TestDraftShots(t *testing.T) {
	dir := os.Getenv("DRAFT_SHOTS")
	if dir == "" {
		t.Skip("set DRAFT_SHOTS to a folder (and DRAFT_SHOT_SIZE, e.g. 1920x1080) to render the drafting room")
	}
	app := newTestApp(t)
	setup := folder.MatchSetup{Seed: 12, Seats: []folder.SeatSetup{
		{Name: "Player 1", Human: true}, {Name: "Player 2", Human: true}, {Level: "hard"}, {Level: "normal"}}}
	g, err := app.StartDraft(setup)
	if err != nil {
		t.Fatal(err)
	}
	d := &draftDriver{w: 1280, h: 720}
	fmt.Sscanf(os.Getenv("DRAFT_SHOT_SIZE"), "%dx%d", &d.w, &d.h)
	size := fmt.Sprintf("%dx%d", d.w, d.h)
	shoot := func(s scene.Scene, name string, ticks int) {
		t.Helper()
		d.m = scene.NewManager(s)
		img, err := gui.run(t, d, scene.FadeInTicks+ticks)
		if err != nil {
			t.Fatal(err)
		}
		save(t, img, filepath.Join(dir, name+"-"+size+".png"))
	}
	ns := menu.NewSetup(app, nil)
	ns.Add.Press()
	ns.Add.Press()
	ns.Seats[1].Player.Index = 0 // a second human
	ns.Seats[2].Player.Index = 3
	ns.Draft.Set(true)
	shoot(ns, "draft-setup", 2)

	dr := g.Run.D
	for len(dr.Seats[1].Picks) < 30 || g.Run.Human() != 1 {
		if err := g.Run.Pick(g.Run.Human(), 0); err != nil {
			t.Fatal(err)
		}
	}
	room := drafting.New(app, g) // Player 1 has picked: the screen goes to Player 2
	if !room.CurtainUp || room.Seat != 1 {
		t.Fatalf("the room opens for seat %d, curtain up %v; want Player 2 behind the curtain", room.Seat+1, room.CurtainUp)
	}
	shoot(room, "draft-curtain", 2)
	room.CurtainUp = false
	room.Layout(d.w, d.h)
	d.cursor = centre(room.CellBox(2))
	room.Sel = 4
	shoot(room, "draft-pile2", 60)
	d.cursor = input.Point{}

	// Both humans build: Player 1 a deck that misses the requirement.
	for !dr.Over() {
		p := g.Run.Human()
		if dr.Stage != draft.StageBuild {
			if err := g.Run.Pick(p, 0); err != nil {
				t.Fatal(err)
			}
			continue
		}
		deity := dr.Seats[p].Deities[0]
		deck := offFaction(app.Set, deity, dr.Seats[p].Picks, p == 0)
		if err := g.Run.Build(p, deity, deck); err != nil {
			t.Fatal(err)
		}
	}
	if !dr.Seats[0].Unmet {
		t.Skip("player 1's picks meet the requirement whatever the deck")
	}
	s, ms, err := app.StartDrafted(g)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := table.NewMatch(app, s, ms)
	m.Layout(d.w, d.h)
	deity := centreRect(m.Lay.Mats[0].Deity)
	d.q = make([][]input.Gesture, scene.FadeInTicks+2)
	d.q = append(d.q, []input.Gesture{{Kind: input.Hover, Pointer: input.MousePointer, Start: deity, Pos: deity}})
	shoot(m, "draft-unmet", 30)
}

func centreRect(r widget.Rect) input.Point {
	x, y := r.Center()
	return input.Point{X: x, Y: y}
}

// offFaction is a deck of 50 picks; with avoid, as few of the Deity's
// required faction as the picks allow.
func offFaction(set *rules.CardSet, deity int, picks []rules.DefID, avoid bool) []rules.DefID {
	req := set.Deities[deity].ReqFaction
	var off, on []rules.DefID
	for _, c := range picks {
		if set.Cards[c].Factions.Has(req) == avoid {
			on = append(on, c)
		} else {
			off = append(off, c)
		}
	}
	return append(off, on...)[:draft.DeckSize]
}
