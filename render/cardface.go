package render

import (
	"bytes"
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"twilight/rules"
)

// CardHeight is the pixel height of a card width pixels wide: cards keep
// the 63 × 88 proportions of a real playing card.
func CardHeight(width int) int { return (width*88 + 31) / 63 }

// Faces draws card faces, card backs and Deity cards, each once per pixel
// width, and keeps them. Every bit of layout and text shaping happens when
// an image is first asked for; asking again returns the same *ebiten.Image,
// so a scene may call Card, Back or Deity every frame.
//
// A Faces is owned by its caller (there is no package-level cache) and,
// like the rest of Ebitengine drawing, is not safe for concurrent use. It
// keys Action cards by DefID, so one Faces serves one rules.CardSet.
type Faces struct {
	fonts  *Fonts
	sans   *text.GoTextFaceSource // Go Regular, for rules text too small for the serif
	sansB  *text.GoTextFaceSource // Go Bold
	glyphs glyphBook

	cards map[cardKey]*ebiten.Image // Action card faces: the hot path
	imgs  map[faceKey]*ebiten.Image // backs, Deities, glyphs
	paint painter                   // faces painted in the background (WantCards)

	// Blank, when set, makes Card, Back and Deity return a plain card of
	// the size asked instead of painting the face: for passes that only
	// measure a screen's layout and text (the text audit), where painting
	// every face at every window size is most of the cost.
	Blank  bool
	blanks map[int]*ebiten.Image

	// Background, when set, asks screens that can to paint the faces they
	// lack on the background goroutine (WantCards) and draw a face they
	// hold at another width meanwhile (CardReady): the live game, where a
	// face painted in a frame is a dropped frame. Unset, a face is painted
	// when first asked, so a single frame (a shot, a test) shows it.
	Background bool
}

// cardKey names a cached Action card face.
type cardKey struct {
	id    rules.DefID
	width int32
}

type faceKind uint8

const (
	kindBack faceKind = iota + 1
	kindDeity
	kindDeitySpent
	kindGlyph
	kindPlainBack
)

// faceKey names one cached image other than an Action card face. name is
// the Deity's or glyph's key.
type faceKey struct {
	kind  faceKind
	level rules.Level
	width int
	name  string
}

// NewFaces makes a Faces drawing with fonts (LoadFonts's result); nil
// loads the embedded fonts itself.
func NewFaces(fonts *Fonts) (*Faces, error) {
	if fonts == nil {
		var err error
		if fonts, err = LoadFonts(); err != nil {
			return nil, err
		}
	}
	sans, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, fmt.Errorf("render: parse Go Regular: %w", err)
	}
	sansB, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, fmt.Errorf("render: parse Go Bold: %w", err)
	}
	return &Faces{fonts: fonts, sans: sans, sansB: sansB,
		cards: map[cardKey]*ebiten.Image{}, imgs: map[faceKey]*ebiten.Image{}}, nil
}

// Card returns the face of def, width pixels wide and CardHeight(width)
// high, rendering it on first use. def must come from the CardSet this
// Faces serves (faces are keyed by def.ID). Mini-cards get their own frame;
// the caller decides how large to draw them. Below CompactWidth the face
// uses the compact layout.
func (f *Faces) Card(def *rules.CardDef, width int) *ebiten.Image {
	if f.Blank {
		return f.blank(width)
	}
	k := cardKey{def.ID, int32(width)}
	if img, ok := f.cards[k]; ok {
		return img
	}
	img := f.renderCard(def, max(width, 8))
	f.cards[k] = img
	return img
}

// blank is the plain card width pixels wide (Blank).
func (f *Faces) blank(width int) *ebiten.Image {
	width = max(width, 8)
	if img, ok := f.blanks[width]; ok {
		return img
	}
	if f.blanks == nil {
		f.blanks = map[int]*ebiten.Image{}
	}
	img := ebiten.NewImage(width, CardHeight(width))
	img.Fill(Ivory)
	f.blanks[width] = img
	return img
}

// plainBack is a card of the backs' colour, width pixels wide, with
// nothing on it: what stands in, for the few frames the painter takes,
// for a back not yet painted at any width. Filling it costs no painting.
func (f *Faces) plainBack(width int) *ebiten.Image {
	width = max(width, 8)
	k := faceKey{kind: kindPlainBack, width: width}
	if img, ok := f.imgs[k]; ok {
		return img
	}
	img := ebiten.NewImage(width, CardHeight(width))
	img.Fill(backColour)
	f.imgs[k] = img
	return img
}

// Back returns the back of a card of the given level (its Aspect): the
// Roman numeral large in the level's metal. NoLevel gives a plain back.
func (f *Faces) Back(level rules.Level, width int) *ebiten.Image {
	if f.Blank {
		return f.blank(width)
	}
	k := backKey(level, width)
	if img, ok := f.imgs[k]; ok {
		return img
	}
	img := f.renderBack(level, max(width, 8))
	f.imgs[k] = img
	return img
}

// Deity returns a Deity card: face up while its one-use Conviction power
// is available, or flipped to its spent side once used.
func (f *Faces) Deity(def *rules.DeityDef, spent bool, width int) *ebiten.Image {
	if f.Blank {
		return f.blank(width)
	}
	k := deityKey(def, spent, width)
	if img, ok := f.imgs[k]; ok {
		return img
	}
	img := f.renderDeity(def, spent, max(width, 8))
	f.imgs[k] = img
	return img
}

// deityKey names a cached Deity card.
func deityKey(def *rules.DeityDef, spent bool, width int) faceKey {
	kind := kindDeity
	if spent {
		kind = kindDeitySpent
	}
	name := def.Key
	if name == "" {
		name = def.Title
	}
	return faceKey{kind: kind, width: width, name: name}
}

// Glyph returns the named card-art glyph (a game-icons.net name, see
// assets.ArtNames) white on transparent at size×size, for markers and
// icons; tint it with DrawImageOptions.ColorScale. Unknown names give nil.
func (f *Faces) Glyph(name string, size int) *ebiten.Image {
	k := faceKey{kind: kindGlyph, width: size, name: name}
	if img, ok := f.imgs[k]; ok {
		return img
	}
	var img *ebiten.Image
	if px := glyphPixelsFrom(&f.glyphs, name, max(size, 1)); px != nil {
		img = ebiten.NewImageFromImage(px)
	}
	f.imgs[k] = img
	return img
}

// Len is the number of images held.
func (f *Faces) Len() int { return len(f.cards) + len(f.imgs) }

// DropWidth frees every image of the given width (say, after the window
// was resized and the table lays cards out at new sizes).
func (f *Faces) DropWidth(width int) {
	for k, img := range f.cards {
		if int(k.width) == width {
			img.Deallocate()
			delete(f.cards, k)
		}
	}
	for k, img := range f.imgs {
		if k.width == width {
			if img != nil {
				img.Deallocate()
			}
			delete(f.imgs, k)
		}
	}
}

// Clear frees every image held.
func (f *Faces) Clear() {
	for k, img := range f.cards {
		img.Deallocate()
		delete(f.cards, k)
	}
	for k, img := range f.imgs {
		if img != nil {
			img.Deallocate()
		}
		delete(f.imgs, k)
	}
}

// glyphPixelsFrom is GlyphPixels with a caller-owned glyph book.
func glyphPixelsFrom(gb *glyphBook, name string, size int) *image.RGBA {
	m := gb.mask(name, rectF{0, 0, float64(size), float64(size)})
	if m == nil {
		return nil
	}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			v := uint8(min(1, m.at(x, y))*255 + 0.5)
			o := img.PixOffset(x, y)
			img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = v, v, v, v
		}
	}
	return img
}
