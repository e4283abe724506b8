package render

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/rules"
)

// Painting a face takes milliseconds (20 ms and more at preview sizes),
// which is a dropped frame when it happens on the game's goroutine. A
// screen that shows many faces at once (the collection) asks for them
// with WantCards instead: one background goroutine paints them, in the
// order asked, on the CPU, and Collect, called once a frame, turns the
// painted ones into images (a quick upload and their text). Meanwhile the
// screen draws a placeholder (HasCard says which faces are ready).

// FaceRequest is one face at one width: an Action card's (Def), a
// Deity card's, face up (Deity), or the back of a card of a Level (Back).
type FaceRequest struct {
	Def   *rules.CardDef
	Deity *rules.DeityDef
	// Spent: the Deity's face once its one-use power is spent.
	Spent bool
	// Back asks for the back of a card of Level (Def and Deity nil).
	Back  bool
	Level rules.Level
	Width int
}

// backKey names a cached card back.
func backKey(level rules.Level, width int) faceKey {
	return faceKey{kind: kindBack, level: level, width: width}
}

// has reports whether the face asked for is rendered.
func (f *Faces) has(r FaceRequest) bool {
	if r.Back {
		_, ok := f.imgs[backKey(r.Level, r.Width)]
		return ok
	}
	if r.Deity != nil {
		_, ok := f.imgs[deityKey(r.Deity, r.Spent, r.Width)]
		return ok
	}
	_, ok := f.cards[cardKey{r.Def.ID, int32(r.Width)}]
	return ok
}

// paintKey names a request while it is painted: an Action card's face
// or a Deity's.
type paintKey struct {
	card cardKey
	face faceKey
}

func (r FaceRequest) busyKey() paintKey {
	if r.Back {
		return paintKey{face: backKey(r.Level, r.Width)}
	}
	if r.Deity != nil {
		return paintKey{face: deityKey(r.Deity, r.Spent, r.Width)}
	}
	return paintKey{card: cardKey{r.Def.ID, int32(r.Width)}}
}

// painter is the background painting of a Faces. It paints with a
// Faces of its own (its own parsed fonts and glyphs), so that the game's
// goroutine, drawing text with the main fonts, never shares a font with
// it; Collect then draws a painted face's text with the main fonts, which
// are the same typefaces.
type painter struct {
	shadow  *Faces
	mu      sync.Mutex
	queue   []FaceRequest // waiting, in order
	busy    map[paintKey]bool
	done    []paintedCard
	running bool
	painted int // faces painted in the background so far
}

// Has reports whether the face r asks for is rendered.
func (f *Faces) Has(r FaceRequest) bool { return f.has(r) }

// HasCard reports whether def's face at width is rendered, so that Card
// returns it at no cost.
func (f *Faces) HasCard(def *rules.CardDef, width int) bool {
	return f.has(FaceRequest{Def: def, Width: width})
}

// HasDeity reports whether def's face-up card at width is rendered, so
// that Deity returns it at no cost.
func (f *Faces) HasDeity(def *rules.DeityDef, width int) bool {
	return f.has(FaceRequest{Deity: def, Width: width})
}

// WantCards replaces the queue of faces to paint in the background with
// reqs, in order of need (faces already rendered, or being painted, are
// skipped). Call it each frame with what the screen will show first.
func (f *Faces) WantCards(reqs []FaceRequest) {
	p := &f.paint
	p.mu.Lock()
	defer p.mu.Unlock()
	p.queue = p.queue[:0]
	for _, r := range reqs {
		r.Width = max(r.Width, 8)
		if f.has(r) || p.busy[r.busyKey()] {
			continue
		}
		p.queue = append(p.queue, r)
	}
	if len(p.queue) > 0 && !p.running {
		p.running = true
		go f.paintLoop(p.shadow)
	}
}

// startPainter is the painter's own Faces: shadow when it has one, else
// a new one, its fonts parsed here on the painter's goroutine (about 5 ms,
// kept off the game loop). Nil when the fonts do not parse: they parsed
// once already, so this should not happen; the queue is then dropped and
// the faces are rendered by Card when drawn.
func (f *Faces) startPainter(shadow *Faces) *Faces {
	if shadow != nil {
		return shadow
	}
	sh, err := NewFaces(nil)
	p := &f.paint
	p.mu.Lock()
	defer p.mu.Unlock()
	if err != nil {
		p.queue = p.queue[:0]
		p.running = false
		return nil
	}
	p.shadow = sh
	return sh
}

// paintLoop paints queued faces with shadow until the queue is empty.
func (f *Faces) paintLoop(shadow *Faces) {
	if shadow = f.startPainter(shadow); shadow == nil {
		return
	}
	p := &f.paint
	for {
		p.mu.Lock()
		if len(p.queue) == 0 {
			p.running = false
			p.mu.Unlock()
			return
		}
		r := p.queue[0]
		p.queue = p.queue[1:]
		if p.busy == nil {
			p.busy = map[paintKey]bool{}
		}
		p.busy[r.busyKey()] = true
		p.mu.Unlock()

		var pc paintedCard
		switch {
		case r.Back:
			pc = paintedCard{pix: shadow.paintBack(r.Level, r.Width)}
		case r.Deity != nil:
			pc = shadow.paintDeity(r.Deity, r.Spent, r.Width)
		default:
			pc = shadow.paintCard(r.Def, r.Width)
		}
		pc.req = r

		p.mu.Lock()
		p.done = append(p.done, pc)
		p.painted++
		p.mu.Unlock()
	}
}

// Collect turns faces painted in the background into images, which Card
// and Deity then serve, until budget is spent (at least one face); the
// rest wait for the next call. Call it on the game's goroutine, once a
// frame. It returns how many came in.
func (f *Faces) Collect(budget time.Duration) int {
	p := &f.paint
	start := time.Now()
	n := 0
	for {
		p.mu.Lock()
		if len(p.done) == 0 || (n > 0 && time.Since(start) >= budget) {
			p.mu.Unlock()
			return n
		}
		pc := p.done[0]
		p.done = p.done[1:]
		delete(p.busy, pc.req.busyKey())
		p.mu.Unlock()
		f.take(pc)
		n++
	}
}

// take turns one painted face into the cached image.
func (f *Faces) take(pc paintedCard) {
	if f.has(pc.req) {
		return // rendered meanwhile by Card or Deity
	}
	if pc.req.Back {
		f.imgs[backKey(pc.req.Level, pc.req.Width)] = f.finishBack(pc.pix, pc.req.Level, pc.req.Width)
		return
	}
	for i := range pc.runs {
		pc.runs[i].st.src = f.sourceFor(pc.runs[i].st.src)
	}
	img := finishCard(pc)
	if pc.req.Deity != nil {
		f.imgs[deityKey(pc.req.Deity, pc.req.Spent, pc.req.Width)] = img
	} else {
		f.cards[cardKey{pc.req.Def.ID, int32(pc.req.Width)}] = img
	}
}

// sourceFor is f's own font for one of the painter's.
func (f *Faces) sourceFor(src *text.GoTextFaceSource) *text.GoTextFaceSource {
	sh := f.paint.shadow
	switch src {
	case sh.fonts.Serif:
		return f.fonts.Serif
	case sh.fonts.Italic:
		return f.fonts.Italic
	case sh.sans:
		return f.sans
	case sh.sansB:
		return f.sansB
	}
	return src
}

// Painting reports how many faces wait to be painted in the background
// or taken in, counting the one being painted.
func (f *Faces) Painting() int {
	p := &f.paint
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.queue) + len(p.busy)
}

// DeityReady is Deity's face when it is rendered, for a screen whose faces
// are painted in the background (ask for it with WantCards): else the
// same face at the nearest width held (exact false), or nil when none is.
func (f *Faces) DeityReady(def *rules.DeityDef, spent bool, width int) (img *ebiten.Image, exact bool) {
	if f.Blank {
		return f.blank(width), true
	}
	return f.nearestHeld(deityKey(def, spent, width))
}

// nearestHeld is the image held under want when there is one (exact);
// else the one of the same kind, level and name at the nearest width
// (widthGap), or nil.
func (f *Faces) nearestHeld(want faceKey) (img *ebiten.Image, exact bool) {
	if img, ok := f.imgs[want]; ok {
		return img, true
	}
	best := -1
	for k, im := range f.imgs {
		if k.kind != want.kind || k.level != want.level || k.name != want.name {
			continue
		}
		if d := widthGap(k.width, want.width); best < 0 || d < best {
			best, img = d, im
		}
	}
	return img, false
}

// widthGap is how far an image have pixels wide is from standing in for
// one want pixels wide: a larger one scales down better than a smaller
// one scales up, so a width below counts double.
func widthGap(have, want int) int {
	if d := have - want; d >= 0 {
		return d
	}
	return 2 * (want - have)
}

// BackReady is Back's image when it is rendered, for a screen whose faces
// are painted in the background (ask for it with WantCards): else the
// back of the same level at the nearest width held, or a plain card of the
// backs' colour (exact false). It never paints.
func (f *Faces) BackReady(level rules.Level, width int) (img *ebiten.Image, exact bool) {
	if f.Blank {
		return f.blank(width), true
	}
	img, exact = f.nearestHeld(backKey(level, width))
	if img == nil {
		img = f.plainBack(width)
	}
	return img, exact
}

// Ready is the face r asks for when it is rendered (exact), else what
// stands in for it: CardReady's, DeityReady's or BackReady's answer. It
// never paints.
func (f *Faces) Ready(r FaceRequest) (img *ebiten.Image, exact bool) {
	switch {
	case r.Back:
		return f.BackReady(r.Level, r.Width)
	case r.Deity != nil:
		return f.DeityReady(r.Deity, r.Spent, r.Width)
	}
	return f.CardReady(r.Def, r.Width)
}

// Render is the face r asks for, rendered here, on the game's goroutine,
// when it is not held yet (Back, Deity or Card).
func (f *Faces) Render(r FaceRequest) *ebiten.Image {
	switch {
	case r.Back:
		return f.Back(r.Level, r.Width)
	case r.Deity != nil:
		return f.Deity(r.Deity, r.Spent, r.Width)
	}
	return f.Card(r.Def, r.Width)
}

// CardReady is def's face at width when it is rendered (exact); else the
// same face at the nearest width held, to be drawn scaled while the one
// asked for is painted (exact false); nil when no width of it is held.
// It never paints: ask for what is missing with WantCards.
func (f *Faces) CardReady(def *rules.CardDef, width int) (img *ebiten.Image, exact bool) {
	if f.Blank {
		return f.blank(width), true
	}
	if img, ok := f.cards[cardKey{def.ID, int32(width)}]; ok {
		return img, true
	}
	best := -1
	for k, im := range f.cards {
		if k.id != def.ID {
			continue
		}
		if d := widthGap(int(k.width), width); best < 0 || d < best {
			best, img = d, im
		}
	}
	return img, false
}
