package render

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/assets"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

var (
	updateSheet = flag.Bool("update", false, "rewrite the contact sheets under testdata/")
	baseSetDir  = flag.String("baseset", "", "also write sheets of the whole base set into this directory")
)

// sample is a card built in code for the contact sheet and the tests.
type sample struct {
	def  rules.CardDef
	main rules.Faction // the faction whose colour the left frame must show
}

func fs(fs ...rules.Faction) rules.FactionSet {
	var s rules.FactionSet
	for _, f := range fs {
		s |= 1 << f
	}
	return s
}

func samples() []sample {
	return []sample{
		{rules.CardDef{ID: 1, Title: "Youthful Troll", Level: rules.Lesser, Cost: rules.Cost{2, 0, 0}, Type: rules.Creature,
			Factions: fs(rules.Aggression), Fight: 3, Life: 3, Keywords: rules.KwRelentless, Art: "troll",
			Text:       "When Youthful Troll is summoned, deal 1 Damage to each other Creature.",
			HeresyText: "Deal 1 Damage to target Creature.", Flavor: "It has not yet learned to fear the gods. Neither have they.",
			Gem: "ruby"}, rules.Aggression},
		{rules.CardDef{ID: 2, Title: "Corrupt Tribune", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Creature,
			Factions: fs(rules.Negotiation), Fight: 1, Life: 2, Art: "roman-toga",
			Text: "Exhaust {I}: target player draws a card, then discards a card.", Flavor: "Every vote has its price; every price, its vote."}, rules.Negotiation},
		{rules.CardDef{ID: 3, Title: "Stormchaser Oracle", Level: rules.Greater, Cost: rules.Cost{1, 1, 0}, Type: rules.Creature,
			Factions: fs(rules.Mysticism), Fight: 4, Life: 4, Keywords: rules.KwArmor, Armor: 1, Art: "crystal-ball",
			Text:       "Prescience — After an Aspect is Manifested, you may Freeze target Creature.",
			HeresyText: "Look at the top three cards of your Life Stack; put them back in any order."}, rules.Mysticism},
		{rules.CardDef{ID: 4, Title: "Praetorian Guard", Level: rules.Greater, Cost: rules.Cost{1, 2, 0}, Type: rules.Creature,
			Factions: fs(rules.Sanctuary), Fight: 4, Life: 4, Keywords: rules.KwArmor | rules.KwInitiative, Armor: 2, Art: "spartan-helmet",
			Text: "Guardian — Restore 1.", Flavor: "The emperor sleeps. They do not.", Gem: "sapphire"}, rules.Sanctuary},
		{rules.CardDef{ID: 5, Title: "Stonehenge", Level: rules.Exalted, Cost: rules.Cost{2, 2, 3}, Type: rules.Fortification,
			Factions: fs(rules.Mysticism), Keywords: rules.KwEpic, Directions: 1<<rules.North | 1<<rules.South, Art: "stonehenge",
			Text:       "While Stonehenge is on top of its compass slot, your Schemes cost {I} less. At the start of your Summoning Phase, Manifest a Lesser Aspect.",
			HeresyText: "Manifest an Aspect of Power of any level."}, rules.Mysticism},
		{rules.CardDef{ID: 6, Title: "Whispers in the Senate", Level: rules.Lesser, Cost: rules.Cost{1, 0, 0}, Type: rules.Intrigue,
			Factions: fs(rules.Negotiation), Upkeep: rules.Cost{1, 0, 0}, Art: "drama-masks",
			Text: "Upkeep — When you pay this Intrigue's upkeep, each opponent discards a card at random."}, rules.Negotiation},
		{rules.CardDef{ID: 7, Title: "Sack of the City", Level: rules.Greater, Cost: rules.Cost{0, 2, 0}, Type: rules.Scheme,
			Factions: fs(rules.Aggression), Art: "tower-fall",
			Text:       "Deal 3 Damage to target player's Life Stack. Savagery — Destroy the top card of their Life Stack as well.",
			HeresyText: "Deal 1 Damage to each player's Life Stack."}, rules.Aggression},
		{rules.CardDef{ID: 8, Title: "Terracotta Warrior", Level: rules.Lesser, Type: rules.Creature, Mini: true,
			Factions: fs(rules.Sanctuary), Fight: 1, Life: 1, Art: "centurion-helmet",
			Text: "Exhaust {I}: place an Exhausted Terracotta Warrior mini-card."}, rules.Sanctuary},
		{rules.CardDef{ID: 9, Title: "Oracle of the Twin Flame", Level: rules.Greater, Cost: rules.Cost{1, 1, 0}, Type: rules.Creature,
			Factions: fs(rules.Aggression, rules.Mysticism), Fight: 3, Life: 2, Keywords: rules.KwPiercing, Art: "sun-priest",
			Text: "Conviction — Piercing Creatures you control get +1 Fight.", Gem: "amethyst"}, rules.Aggression},
		{rules.CardDef{ID: 10, Title: "The Last Titan", Level: rules.Exalted, Cost: rules.Cost{1, 1, 2}, Type: rules.Creature,
			Factions: fs(rules.Aggression), Fight: 9, Life: 8, Keywords: rules.KwEpic | rules.KwOverrun | rules.KwDefile, Defile: 2, Art: "giant",
			Text:       "Requiem — Each player Destroys the top two cards of their Life Stack.",
			HeresyText: "Slay target Creature with Fight 3 or less."}, rules.Aggression},
		{rules.CardDef{ID: 11, Title: "Leper", Level: rules.Lesser, Type: rules.Creature, Mini: true,
			Factions: fs(rules.Mysticism), Fight: 0, Life: 1, Keywords: rules.KwUnlimited, Art: "bandaged",
			Text: "Deathbound — Unbless target Creature."}, rules.Mysticism},
		{rules.CardDef{ID: 12, Title: "Walls of Constantinople", Level: rules.Greater, Cost: rules.Cost{2, 1, 0}, Type: rules.Fortification,
			Factions: fs(rules.Sanctuary, rules.Negotiation), Directions: 1<<rules.North | 1<<rules.East | 1<<rules.West, Art: "defensive-wall",
			Text: "Creatures you control have Armor 1 while they block.", Flavor: "Three walls, a moat, and a thousand years.", Gem: "topaz"}, rules.Negotiation},
		{rules.CardDef{ID: 13, Title: "Edict of Theodosius", Level: rules.Exalted, Cost: rules.Cost{0, 1, 1}, Type: rules.Scheme,
			Factions: fs(rules.Negotiation), Art: "scroll-unfurled",
			Text: "Choose one: each player Destroys every Intrigue they control; or each player returns every Fortification they control to its owner's Hand. " +
				"Then, for each card that left play this way, its controller Restores 1. If you meet Conviction, you may instead choose both, " +
				"and you draw a card for each opponent who controls no Creatures.",
			HeresyText: "Counter target Scheme unless its controller pays {II}."}, rules.Negotiation},
	}
}

func sampleDeity() rules.DeityDef {
	return rules.DeityDef{Key: "sol-invictus", Title: "Sol Invictus", Faction: rules.Negotiation,
		Conviction: fs(rules.Negotiation, rules.Sanctuary), ReqFaction: rules.Negotiation, ReqCount: 3, Art: "sun",
		Text:   "Once per turn, Exhaust {I}: Restore 1.\nConviction (once) — Bless each Creature you control.",
		Flavor: "The unconquered sun sets all the same."}
}

func newTestFaces(tb testing.TB) *Faces {
	tb.Helper()
	f, err := NewFaces(nil)
	if err != nil {
		tb.Fatal(err)
	}
	return f
}

func pixels(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(out.Pix)
	return out
}

func TestCardHeight(t *testing.T) {
	for _, tc := range []struct{ w, h int }{{63, 88}, {126, 176}, {252, 352}, {100, 140}, {378, 528}} {
		if got := CardHeight(tc.w); got != tc.h {
			t.Errorf("CardHeight(%d) = %d, want %d", tc.w, got, tc.h)
		}
	}
}

func TestKeywordLine(t *testing.T) {
	for _, tc := range []struct {
		def  rules.CardDef
		want string
	}{
		{rules.CardDef{}, ""},
		{rules.CardDef{Keywords: rules.KwArmor, Armor: 2}, "Armor 2"},
		{rules.CardDef{Keywords: rules.KwArmor | rules.KwInitiative, Armor: 1}, "Armor 1 · Initiative"},
		{rules.CardDef{Keywords: rules.KwDefile, Defile: 3}, "Defile 3"},
		{rules.CardDef{Keywords: rules.KwDefile}, "Defile"},
		{rules.CardDef{Armor: 1}, "Armor 1"},
	} {
		if got := keywordLine(&tc.def); got != tc.want {
			t.Errorf("keywordLine(%+v) = %q, want %q", tc.def.Keywords, got, tc.want)
		}
	}
}

func TestPrintedBody(t *testing.T) {
	for _, tc := range []struct {
		def  rules.CardDef
		want string
	}{
		{rules.CardDef{Text: "Deathbound: Deal 1 Damage."}, "Deathbound: Deal 1 Damage."},
		{rules.CardDef{Keywords: rules.KwPiercing | rules.KwInitiative, Text: "Piercing, Initiative\nConviction: +2 Fight."}, "Conviction: +2 Fight."},
		{rules.CardDef{Keywords: rules.KwArmor, Armor: 2, Text: "Armor 2"}, ""},
		{rules.CardDef{Keywords: rules.KwFleet, Text: "Exhaust and pay I: Deal 1 Damage."}, "Exhaust and pay {I}: Deal 1 Damage."},
		{rules.CardDef{Text: "Pay I I II: Restore 1. Pay III: Draw."}, "Pay {I} {I} {II}: Restore 1. Pay {III}: Draw."},
		{rules.CardDef{Text: "Manifest a Greater Aspect (II)."}, "Manifest a Greater Aspect {II}."},
		{rules.CardDef{Text: "I pay Illyrians (IV)."}, "I pay Illyrians (IV)."},
	} {
		if got := printedBody(&tc.def, keywordLine(&tc.def)); got != tc.want {
			t.Errorf("printedBody(%q) = %q, want %q", tc.def.Text, got, tc.want)
		}
	}
}

func TestWordsPips(t *testing.T) {
	st := &cfStyle{size: 10}
	for _, tc := range []struct {
		in     string
		pieces []int // pieces per word
		pips   int
	}{
		{"Exhaust {I}: draw", []int{1, 2, 1}, 1},
		{"{I}{II}{III}", []int{3}, 3},
		{"{X} stays text", []int{1, 1, 1}, 0},
		{"", nil, 0},
	} {
		ws := words(tc.in, st)
		if len(ws) != len(tc.pieces) {
			t.Errorf("%q: %d words, want %d", tc.in, len(ws), len(tc.pieces))
			continue
		}
		pips := 0
		for i, w := range ws {
			if len(w.pieces) != tc.pieces[i] {
				t.Errorf("%q word %d: %d pieces, want %d", tc.in, i, len(w.pieces), tc.pieces[i])
			}
			for _, p := range w.pieces {
				if p.pip != rules.NoLevel {
					pips++
				}
			}
		}
		if pips != tc.pips {
			t.Errorf("%q: %d pips, want %d", tc.in, pips, tc.pips)
		}
	}
}

func TestArtGlyphFallback(t *testing.T) {
	var gb glyphBook
	for _, tc := range []struct {
		art  string
		fs   rules.FactionSet
		want string
	}{
		{"troll", fs(rules.Aggression), "troll"},
		{"no-such-art", fs(rules.Aggression), "flame"},
		{"", fs(rules.Negotiation), "scales"},
		{"nope", fs(rules.Mysticism, rules.Sanctuary), "all-seeing-eye"},
		{"nope", fs(rules.Sanctuary), "stone-tower"},
		{"nope", 0, "sunset"},
	} {
		if got := gb.artGlyph(tc.art, tc.fs); got != tc.want {
			t.Errorf("artGlyph(%q, %v) = %q, want %q", tc.art, tc.fs, got, tc.want)
		}
	}
}

// Every embedded glyph parses and has ink.
func TestGlyphsRasterise(t *testing.T) {
	for _, name := range assets.ArtNames() {
		img := GlyphPixels(name, 48)
		if img == nil {
			t.Errorf("%s: does not parse", name)
			continue
		}
		ink := 0
		for i := 3; i < len(img.Pix); i += 4 {
			if img.Pix[i] > 128 {
				ink++
			}
		}
		if ink < 48*48/20 {
			t.Errorf("%s: only %d inked pixels at 48×48", name, ink)
		}
	}
	if GlyphPixels("no-such-glyph", 16) != nil {
		t.Error("unknown glyph rasterised")
	}
}

// dominant names which channel of c is strongest, as a faction check.
func factionLooks(f rules.Faction, c color.RGBA) bool {
	r, g, b := int(c.R), int(c.G), int(c.B)
	switch f {
	case rules.Aggression:
		return r > g+15 && r > b+15
	case rules.Negotiation:
		return b > r+15 && b > g
	case rules.Mysticism:
		return g > r+10 && g > b
	case rules.Sanctuary:
		return r > b+8 && g > b && r >= g
	}
	return false
}

func TestCardFaces(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	for _, s := range samples() {
		for _, w := range []int{252, 126} {
			s, w := s, w
			t.Run(s.def.Title+"/"+itoa(w), func(t *testing.T) {
				img := f.Card(&s.def, w)
				if got := img.Bounds().Size(); got != (image.Point{w, CardHeight(w)}) {
					t.Fatalf("size %v, want %dx%d", got, w, CardHeight(w))
				}
				if again := f.Card(&s.def, w); again != img {
					t.Fatal("second call did not return the cached image")
				}
				px := pixels(img)
				// Not blank: opaque in the middle and far from uniform.
				if a := px.RGBAAt(w/2, CardHeight(w)/2).A; a != 255 {
					t.Errorf("centre alpha %d, want opaque", a)
				}
				if sd := lumaSpread(px); sd < 20 {
					t.Errorf("luma spread %.1f: face looks blank", sd)
				}
				// The corners are transparent (rounded or cut).
				if a := px.RGBAAt(0, 0).A; a > 40 {
					t.Errorf("corner alpha %d: outline not clipped", a)
				}
				// The frame at the left edge, halfway down, is in the card's faction.
				u := float64(w) / 63
				x := int(math.Round(1.6 * u))
				if s.def.Mini {
					x = int(math.Round(2.1 * u))
				}
				c := avgAt(px, x, CardHeight(w)*2/5, 1)
				if !factionLooks(s.main, c) {
					t.Errorf("frame colour %v at x=%d does not look like %v", c, x, s.main)
				}
			})
		}
	}
}

func TestBacksAndDeity(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	for _, tc := range []struct {
		level rules.Level
		want  func(c color.RGBA) bool
	}{
		{rules.Lesser, func(c color.RGBA) bool { return c.R > c.B+20 }},               // bronze
		{rules.Greater, func(c color.RGBA) bool { return absDiff(c.R, c.B) < 40 }},    // silver
		{rules.Exalted, func(c color.RGBA) bool { return c.R > c.B+40 && c.G > c.B }}, // gold
	} {
		img := f.Back(tc.level, 126)
		if f.Back(tc.level, 126) != img {
			t.Errorf("back %v not cached", tc.level)
		}
		px := pixels(img)
		u := 126.0 / 63
		// The metal frame band sits 2.2u in from the edge.
		c := avgAt(px, int(2.2*u+0.5), CardHeight(126)/2, 0)
		if !tc.want(c) {
			t.Errorf("back %v: frame %v is not its metal", tc.level, c)
		}
	}
	d := sampleDeity()
	up, spent := f.Deity(&d, false, 126), f.Deity(&d, true, 126)
	if up == spent {
		t.Fatal("spent and available Deity share an image")
	}
	if f.Deity(&d, true, 126) != spent {
		t.Error("spent Deity not cached")
	}
	// The spent side's art is greyer.
	sat := func(img *ebiten.Image) float64 {
		px := pixels(img)
		g := geom(126, false)
		var s float64
		n := 0
		for y := int(g.art.y0) + 4; y < int(g.art.y1)-4; y += 2 {
			for x := int(g.art.x0) + 4; x < int(g.art.x1)-4; x += 2 {
				c := px.RGBAAt(x, y)
				s += float64(max(c.R, c.G, c.B) - min(c.R, c.G, c.B))
				n++
			}
		}
		return s / float64(n)
	}
	if a, b := sat(up), sat(spent); b >= a*0.7 {
		t.Errorf("spent Deity saturation %.1f not well below available %.1f", b, a)
	}
}

func TestGlyphCache(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	img := f.Glyph("troll", 32)
	if img == nil || f.Glyph("troll", 32) != img {
		t.Fatal("glyph missing or not cached")
	}
	if f.Glyph("no-such-glyph", 32) != nil {
		t.Error("unknown glyph gave an image")
	}
	n := f.Len()
	f.DropWidth(32)
	if f.Len() != n-2 {
		t.Errorf("DropWidth left %d of %d", f.Len(), n)
	}
	f.Clear()
	if f.Len() != 0 {
		t.Error("Clear left images")
	}
}

// TestContactSheet renders every sample at two sizes (and a few at hover
// size) onto the table, and with -update writes the sheets to testdata/.
func TestContactSheet(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	d := sampleDeity()
	ss := samples()
	type item func(w int) *ebiten.Image
	var items []item
	for i := range ss {
		def := &ss[i].def
		items = append(items, func(w int) *ebiten.Image { return f.Card(def, w) })
	}
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		l := l
		items = append(items, func(w int) *ebiten.Image { return f.Back(l, w) })
	}
	items = append(items,
		func(w int) *ebiten.Image { return f.Deity(&d, false, w) },
		func(w int) *ebiten.Image { return f.Deity(&d, true, w) })

	for _, sheet := range []struct {
		name  string
		w     int
		cols  int
		items []item
	}{
		{"contact-252.png", 252, 6, items},
		{"contact-126.png", 126, 9, items},
		{"contact-400.png", 400, 4, []item{items[0], items[4], items[12], items[17]}},
	} {
		gap := sheet.w / 14
		rows := (len(sheet.items) + sheet.cols - 1) / sheet.cols
		W := sheet.cols*(sheet.w+gap) + gap
		H := rows*(CardHeight(sheet.w)+gap) + gap
		dst := ebiten.NewImageFromImage(TablePixels(W, H))
		for i, it := range sheet.items {
			img := it(sheet.w)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(gap+(i%sheet.cols)*(sheet.w+gap)), float64(gap+(i/sheet.cols)*(CardHeight(sheet.w)+gap)))
			dst.DrawImage(img, op)
		}
		px := pixels(dst)
		if lumaSpread(px) < 10 {
			t.Errorf("%s looks blank", sheet.name)
		}
		if *updateSheet {
			writePNG(t, filepath.Join("testdata", sheet.name), px)
		}
	}
}

func BenchmarkFaceCached(b *testing.B) {
	needGPU(b)
	f := newTestFaces(b)
	def := &samples()[0].def
	f.Card(def, 252)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if f.Card(def, 252) == nil {
			b.Fatal("nil face")
		}
	}
}

func BenchmarkFaceRender(b *testing.B) {
	needGPU(b)
	f := newTestFaces(b)
	def := &samples()[0].def
	f.Card(def, 252) // parse the glyph and warm the glyph caches once
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		img := f.renderCard(def, 252)
		img.Deallocate()
	}
}

func TestFaceCachedNoAlloc(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	def := &samples()[1].def
	f.Card(def, 126)
	if n := testing.AllocsPerRun(100, func() { f.Card(def, 126) }); n != 0 {
		t.Errorf("cache hit allocates %.1f times", n)
	}
}

// helpers -----------------------------------------------------------------

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func avgAt(px *image.RGBA, x, y, r int) color.RGBA {
	var s [3]int
	n := 0
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			c := px.RGBAAt(x+dx, y+dy)
			s[0] += int(c.R)
			s[1] += int(c.G)
			s[2] += int(c.B)
			n++
		}
	}
	return color.RGBA{uint8(s[0] / n), uint8(s[1] / n), uint8(s[2] / n), 255}
}

func lumaSpread(px *image.RGBA) float64 {
	var sum, sum2 float64
	n := 0.0
	for i := 0; i+3 < len(px.Pix); i += 4 * 7 {
		l := 0.3*float64(px.Pix[i]) + 0.59*float64(px.Pix[i+1]) + 0.11*float64(px.Pix[i+2])
		sum += l
		sum2 += l * l
		n++
	}
	m := sum / n
	return math.Sqrt(math.Max(0, sum2/n-m*m))
}

// TestBaseSet renders every card of the shipped base set at the compact
// size, checking the art resolves to the card's own glyph, and with
// -baseset DIR also at the full size, writing DIR/baseset-*.png (too large
// to keep in the repository).
func TestBaseSet(t *testing.T) {
	needGPU(t)
	set := cardsettest.Base(t)
	f := newTestFaces(t)
	var gb glyphBook
	// Every face is painted at the table's small width; the contact
	// sheet (-baseset) also at the large one (painting both took 20 s of
	// the suite; the layout of a face scales with its width).
	widths := []int{126}
	if *baseSetDir != "" {
		widths = []int{252, 126}
	}
	for _, w := range widths {
		var imgs []*ebiten.Image
		for id := 1; id < len(set.Cards); id++ {
			d := set.Card(rules.DefID(id))
			if got := gb.artGlyph(d.Art, d.Factions); got != d.Art && artAlias(d.Art) != got {
				t.Errorf("%s: art %q fell back to %q", d.Title, d.Art, got)
			}
			imgs = append(imgs, f.Card(d, w))
		}
		for i := range set.Deities {
			imgs = append(imgs, f.Deity(&set.Deities[i], false, w))
		}
		if *baseSetDir == "" {
			continue
		}
		cols := 10
		gap := w / 14
		rows := (len(imgs) + cols - 1) / cols
		dst := ebiten.NewImageFromImage(TablePixels(cols*(w+gap)+gap, rows*(CardHeight(w)+gap)+gap))
		for i, img := range imgs {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(gap+(i%cols)*(w+gap)), float64(gap+(i/cols)*(CardHeight(w)+gap)))
			dst.DrawImage(img, op)
		}
		writePNG(t, filepath.Join(*baseSetDir, "baseset-"+itoa(w)+".png"), pixels(dst))
	}
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	fh, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(fh, img); err != nil {
		t.Fatal(err)
	}
	if err := fh.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}

// GlyphPixels rasterises the named embedded glyph (a game-icons.net name)
// white on transparent, fitted into size×size with its ink centred. It
// returns nil if no such glyph is embedded. Callers tint it with a
// ColorScale when drawing; Faces.Glyph caches the uploaded result.
func GlyphPixels(name string, size int) *image.RGBA {
	var gb glyphBook
	return glyphPixelsFrom(&gb, name, max(size, 1))
}

// TestBlankFaces: with Blank set, faces, backs and Deities are plain
// cards of the size asked, one per width, and nothing is painted or kept
// in the cache.
func TestBlankFaces(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	f.Blank = true
	set := cardsettest.Base(t)
	def := &set.Cards[0]
	img := f.Card(def, 120)
	if b := img.Bounds(); b.Dx() != 120 || b.Dy() != CardHeight(120) {
		t.Fatalf("blank face is %v, want 120×%d", b, CardHeight(120))
	}
	if f.Back(rules.Lesser, 120) != img || f.Deity(&set.Deities[0], false, 120) != img {
		t.Error("the back and the Deity at the same width are not the same plain card")
	}
	if f.Card(def, 80) == img {
		t.Error("another width gave the same image")
	}
	if f.Len() != 0 {
		t.Errorf("blank faces went into the cache: %d images", f.Len())
	}
}
