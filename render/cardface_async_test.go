package render

import (
	"bytes"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"
)

// TestWantCardsPaintsInBackground: faces asked for with WantCards are
// painted off the game's goroutine (which keeps drawing text with the same
// typefaces meanwhile) and come out pixel for pixel as Card renders them.
func TestWantCardsPaintsInBackground(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	var reqs []FaceRequest
	ss := samples()
	for i := range ss {
		for _, w := range []int{126, 252} {
			reqs = append(reqs, FaceRequest{Def: &ss[i].def, Width: w})
		}
	}
	deity := &rules.DeityDef{Key: "mars", Title: "Mars", Faction: rules.Aggression, ReqFaction: rules.Aggression, ReqCount: 10,
		Text: "Pay I: Deal 1 Damage to your Life Stack.", Art: "spartan-helmet"}
	reqs = append(reqs, FaceRequest{Deity: deity, Width: 200})
	scratch := ebiten.NewImage(200, 40)
	deadline := time.Now().Add(60 * time.Second)
	for {
		f.WantCards(reqs)
		f.Collect(4 * time.Millisecond)
		all := true
		for _, r := range reqs {
			all = all && f.has(r)
		}
		if all {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("faces not painted within a minute; %d waiting", f.Painting())
		}
		// The game goes on drawing text with the main fonts.
		DrawText(scratch, "Twilight of the Gods", Face(f.fonts.Serif, 17), 2, 20, LeftMiddle, Gilt)
		time.Sleep(2 * time.Millisecond)
	}
	if f.paint.painted != len(reqs) {
		t.Errorf("%d faces painted in the background, want %d", f.paint.painted, len(reqs))
	}
	sync := newTestFaces(t)
	for _, r := range reqs[:len(reqs)-1] {
		got, want := pixels(f.Card(r.Def, r.Width)), pixels(sync.renderCard(r.Def, r.Width))
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%s at %d: the background face differs from Card's", r.Def.Title, r.Width)
		}
	}
	if !f.HasDeity(deity, 200) || !bytes.Equal(pixels(f.Deity(deity, false, 200)).Pix, pixels(sync.renderDeity(deity, false, 200)).Pix) {
		t.Error("the Deity painted in the background differs from Deity's")
	}
	if f.Painting() != 0 {
		t.Errorf("%d still painting", f.Painting())
	}
}
