package render

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/rules"
)

// Text on a card is laid out once, when the face is cached: words are
// measured with the real faces, wrapped into the space the frame leaves
// (narrower where a medallion bites into a corner), and shrunk until they
// fit. The result is a list of runs drawn straight onto the cached image.

var (
	tagSmcp = text.MustParseTag("smcp")
	tagLnum = text.MustParseTag("lnum")
	tagOnum = text.MustParseTag("onum")
)

// cfStyle is how a piece of text looks.
type cfStyle struct {
	src   *text.GoTextFaceSource
	size  float64
	smcp  bool    // small capitals (OpenType smcp)
	lnum  bool    // lining figures
	upper bool    // set in capitals (for faces without small caps)
	bold  float64 // faux bold: a second pass this many pixels to the right
	col   cfCol
	track float64 // extra space after each letter, in pixels
}

func (st cfStyle) face() *text.GoTextFace {
	f := &text.GoTextFace{Source: st.src, Size: st.size}
	if st.smcp {
		f.SetFeature(tagSmcp, 1)
	}
	if st.lnum {
		f.SetFeature(tagLnum, 1)
		f.SetFeature(tagOnum, 0)
	}
	return f
}

func (st cfStyle) prep(s string) string {
	if st.upper {
		return strings.ToUpper(s)
	}
	return s
}

// lineHeight is the distance between baselines for the style.
func (st cfStyle) lineHeight() float64 {
	m := st.face().Metrics()
	return (m.HAscent + m.HDescent) * 1.02
}

// cfRun is text placed on the card: its baseline starts at (x, base).
type cfRun struct {
	s    string
	st   cfStyle
	x    float64
	base float64
}

// cfPip is an Aspect symbol placed on the card (inline in text or in a row).
type cfPip struct {
	lvl       rules.Level
	cx, cy, r float64
}

// cfRule is an ornamental hairline.
type cfRule struct{ x0, x1, y float64 }

// cfDraws collects what the text layout wants painted.
type cfDraws struct {
	runs  []cfRun
	pips  []cfPip
	rules []cfRule
}

// cfPiece is part of a word: text in a style, or an inline Aspect pip.
type cfPiece struct {
	s   string
	st  *cfStyle
	pip rules.Level
	w   float64
}

type cfWord struct {
	pieces []cfPiece
	w      float64
}

// cfPara is a paragraph of words in one or more styles.
type cfPara struct {
	words  []cfWord
	centre bool
	gap    float64 // extra space before, in line heights
	rule   bool    // an ornament rule above it
}

// measure fills in widths.
func (p *cfPara) measure() {
	for i := range p.words {
		w := &p.words[i]
		w.w = 0
		for j := range w.pieces {
			pc := &w.pieces[j]
			if pc.pip != rules.NoLevel {
				pc.w = pc.st.size * 0.92
			} else {
				pc.w = text.Advance(pc.st.prep(pc.s), pc.st.face()) + pc.st.track*float64(len([]rune(pc.s)))
			}
			w.w += pc.w
		}
	}
}

// words splits s into words in style st, turning {I}, {II} and {III} into
// inline Aspect pips.
func words(s string, st *cfStyle) []cfWord {
	var out []cfWord
	for _, f := range strings.Fields(s) {
		var w cfWord
		for f != "" {
			i := strings.IndexByte(f, '{')
			j := -1
			if i >= 0 {
				j = strings.IndexByte(f[i:], '}')
			}
			if i < 0 || j < 0 {
				w.pieces = append(w.pieces, cfPiece{s: f, st: st})
				break
			}
			if i > 0 {
				w.pieces = append(w.pieces, cfPiece{s: f[:i], st: st})
			}
			tok := f[i+1 : i+j]
			lvl := map[string]rules.Level{"I": rules.Lesser, "II": rules.Greater, "III": rules.Exalted}[tok]
			if lvl == rules.NoLevel {
				w.pieces = append(w.pieces, cfPiece{s: f[i : i+j+1], st: st})
			} else {
				w.pieces = append(w.pieces, cfPiece{pip: lvl, st: st})
			}
			f = f[i+j+1:]
		}
		out = append(out, w)
	}
	return out
}

// cfBox says which horizontal span a line may use, given its top and
// bottom (the frame may bite into the text area's corners).
type cfBox func(top, bottom float64) (x0, x1 float64)

// flow wraps paragraphs from y down, adding what to draw to d (if not nil),
// and returns where the last line ended and whether every line fitted its
// width. lh is the line pitch, asc the ascent of the main face.
func flow(paras []cfPara, box cfBox, y, lh, asc float64, d *cfDraws) (float64, bool) {
	ok := true
	for pi := range paras {
		p := &paras[pi]
		if pi > 0 {
			y += lh * p.gap
		}
		if p.rule && d != nil {
			x0, x1 := box(y, y+lh)
			cx := (x0 + x1) / 2
			d.rules = append(d.rules, cfRule{cx - (x1-x0)*0.22, cx + (x1-x0)*0.22, y - lh*p.gap*0.5})
		}
		i := 0
		for i < len(p.words) {
			x0, x1 := box(y, y+lh)
			// Take as many words as fit (at least one).
			j, w := i, 0.0
			for j < len(p.words) {
				sp := 0.0
				if j > i {
					sp = spaceOf(p.words[j].pieces[0].st)
				}
				if j > i && w+sp+p.words[j].w > x1-x0 {
					break
				}
				w += sp + p.words[j].w
				j++
			}
			if w > x1-x0+0.5 {
				ok = false
			}
			if d != nil {
				x := x0
				if p.centre {
					x = x0 + (x1-x0-w)/2
				}
				placeLine(p.words[i:j], x, math.Round(y+asc), d)
			}
			y += lh
			i = j
		}
	}
	return y, ok
}

func spaceOf(st *cfStyle) float64 { return text.Advance(" ", st.face()) }

// placeLine turns a line of words into runs (consecutive text of one style
// merged) and pips.
func placeLine(ws []cfWord, x, base float64, d *cfDraws) {
	var cur *cfRun
	var sb strings.Builder
	flush := func() {
		if cur != nil {
			cur.s = sb.String()
			d.runs = append(d.runs, *cur)
			cur = nil
			sb.Reset()
		}
	}
	for wi, w := range ws {
		for pj, pc := range w.pieces {
			if wi > 0 && pj == 0 {
				sp := spaceOf(pc.st)
				if cur != nil && pc.pip == rules.NoLevel && cur.st == *pc.st {
					sb.WriteByte(' ')
				} else {
					flush()
				}
				x += sp
			}
			if pc.pip != rules.NoLevel {
				flush()
				r := pc.st.size * 0.36
				d.pips = append(d.pips, cfPip{lvl: pc.pip, cx: x + pc.w/2, cy: base - pc.st.size*0.3, r: r})
				x += pc.w
				continue
			}
			if cur == nil || cur.st != *pc.st {
				flush()
				cur = &cfRun{st: *pc.st, x: x, base: base}
			}
			sb.WriteString(pc.s)
			x += pc.w
		}
	}
	flush()
}

// drawRuns draws the laid-out text onto dst.
func drawRuns(dst *ebiten.Image, runs []cfRun) {
	for _, r := range runs {
		drawRun(dst, r, 0, 0)
	}
}

func drawRun(dst *ebiten.Image, r cfRun, dx, dy float64) {
	face := r.st.face()
	s := r.st.prep(r.s)
	m := face.Metrics()
	passes := 1
	if r.st.bold > 0 {
		passes = 2
	}
	for p := 0; p < passes; p++ {
		op := &text.DrawOptions{}
		op.GeoM.Translate(r.x+dx+float64(p)*r.st.bold, r.base+dy-m.HAscent)
		op.ColorScale.ScaleWithColor(r.st.col.nrgba())
		if r.st.track != 0 {
			drawTracked(dst, s, face, op, r.st.track)
			continue
		}
		text.Draw(dst, s, face, op)
	}
}

// drawTracked draws s letter by letter with extra spacing.
func drawTracked(dst *ebiten.Image, s string, face *text.GoTextFace, op *text.DrawOptions, track float64) {
	for _, ch := range s {
		c := string(ch)
		text.Draw(dst, c, face, op)
		op.GeoM.Translate(text.Advance(c, face)+track, 0)
	}
}

// runWidth is the advance of a single run.
func runWidth(s string, st cfStyle) float64 {
	return text.Advance(st.prep(s), st.face()) + st.track*float64(len([]rune(s)))
}
