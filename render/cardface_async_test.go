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
	backs := []FaceRequest{{Back: true, Level: rules.Greater, Width: 90}, {Back: true, Level: rules.NoLevel, Width: 90}}
	reqs = append(reqs, backs...)
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
	for _, r := range reqs {
		if r.Def == nil {
			continue
		}
		got, want := pixels(f.Card(r.Def, r.Width)), pixels(sync.renderCard(r.Def, r.Width))
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%s at %d: the background face differs from Card's", r.Def.Title, r.Width)
		}
	}
	if !f.HasDeity(deity, 200) || !bytes.Equal(pixels(f.Deity(deity, false, 200)).Pix, pixels(sync.renderDeity(deity, false, 200)).Pix) {
		t.Error("the Deity painted in the background differs from Deity's")
	}
	for _, r := range backs {
		// The emblem of a plain back is drawn with linear filtering at a
		// half-pixel offset, and where it sits in Ebitengine's atlas can move
		// a channel by one: the backs must match to within that.
		img, exact := f.BackReady(r.Level, r.Width)
		got, want := pixels(img), pixels(sync.renderBack(r.Level, r.Width))
		worst := 0
		for i := range want.Pix {
			worst = max(worst, absDiff(got.Pix[i], want.Pix[i]))
		}
		if !exact || worst > 1 {
			t.Errorf("the back of level %d painted in the background differs from Back's by up to %d", r.Level, worst)
		}
	}
	if f.Painting() != 0 {
		t.Errorf("%d still painting", f.Painting())
	}
}

// TestCardReadyStandsIn: CardReady never paints: the face at the width
// asked when held, else the same card's face at the nearest width held
// (a larger one before a smaller one as far off), else nothing.
func TestCardReadyStandsIn(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	def := &samples()[0].def
	if img, exact := f.CardReady(def, 100); img != nil || exact {
		t.Fatal("a face never painted is ready")
	}
	small, large := f.Card(def, 80), f.Card(def, 120)
	for _, c := range []struct {
		w     int
		want  *ebiten.Image
		exact bool
	}{
		{80, small, true}, {120, large, true}, {100, large, false}, {90, small, false}, {300, large, false}, {40, small, false},
	} {
		img, exact := f.CardReady(def, c.w)
		if img != c.want || exact != c.exact {
			t.Errorf("at %d: %dpx wide, exact %v; want %dpx, exact %v", c.w, img.Bounds().Dx(), exact, c.want.Bounds().Dx(), c.exact)
		}
	}
	if n := f.Len(); n != 2 {
		t.Errorf("CardReady painted: %d faces held, want 2", n)
	}
}

// TestBackReadyStandsIn: BackReady never paints: the back asked for when
// held, else the same level's back at the nearest width held, else a plain
// card of the backs' colour at the width asked.
func TestBackReadyStandsIn(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	plain, exact := f.BackReady(rules.Lesser, 100)
	if exact || plain.Bounds().Dx() != 100 || plain.Bounds().Dy() != CardHeight(100) {
		t.Fatalf("no back held: got %v exact %v, want a plain 100px card", plain.Bounds(), exact)
	}
	if got := pixels(plain).RGBAAt(50, 50); got != backColour {
		t.Errorf("the plain stand-in is %v, want the backs' colour %v", got, backColour)
	}
	held := f.Back(rules.Lesser, 80)
	other := f.Back(rules.Exalted, 100)
	for _, c := range []struct {
		level rules.Level
		w     int
		want  *ebiten.Image
		exact bool
	}{
		{rules.Lesser, 80, held, true}, {rules.Lesser, 100, held, false}, {rules.Exalted, 100, other, true}, {rules.Exalted, 60, other, false},
	} {
		if img, exact := f.BackReady(c.level, c.w); img != c.want || exact != c.exact {
			t.Errorf("level %d at %d: %dpx wide, exact %v; want %dpx, exact %v", c.level, c.w, img.Bounds().Dx(), exact, c.want.Bounds().Dx(), c.exact)
		}
	}
	if img, _ := f.BackReady(rules.Greater, 80); img.Bounds().Dx() != 80 || img == held {
		t.Error("a level with no back held did not get the plain stand-in")
	}
}

// TestFaceWidthsRetireAfterStandIns: a new size frees the old size's faces
// at once without Background; with it, they stay to stand in until
// Retire, which keeps a width the new size uses too.
func TestFaceWidthsRetireAfterStandIns(t *testing.T) {
	needGPU(t)
	def := &samples()[0].def
	for _, background := range []bool{false, true} {
		f := newTestFaces(t)
		f.Background = background
		var fw FaceWidths
		fw.Lay(f, [3]float64{1280, 720, 1})
		f.Card(def, fw.Note(100))
		f.Card(def, fw.Note(60))
		fw.Lay(f, [3]float64{1600, 900, 1})
		f.Card(def, fw.Note(60)) // a width both sizes use
		held := func(w int) bool { _, exact := f.CardReady(def, w); return exact }
		if held(100) != background {
			t.Errorf("background %v: the old size's face held %v right after the new size", background, held(100))
		}
		fw.Retire(f)
		if held(100) || !held(60) {
			t.Errorf("background %v: after Retire the old width is held %v, the shared one %v", background, held(100), held(60))
		}
	}
}
