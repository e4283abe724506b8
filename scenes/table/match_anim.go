package table

import (
	"math"

	"twilight/rules"
)

// sprite is one card on the table: where it is drawn now and where it is
// heading. Cards travel with a slight arc when their place changes and
// turn when they become Exhausted or Fresh.
type sprite struct {
	placed bool // has a place on the table this frame
	shown  bool // drawn (a stack shows only its top card)
	face   bool // face up
	z      float64

	X, Y, W, rot     float64 // now
	tx, ty, tw, trot float64 // target
	fx, fy, fw       float64 // where the current move started
	mt, mdur         float64 // move progress in ticks, and its length
	rfrom, rt, rdur  float64 // rotation tween
	lunge            float64 // attack lunge, 1 → 0
	lungeDX, lungeDY float64
	// zone is the card's zone when the target was last set: a change of
	// zone is a journey (arc), a change within a zone a slide.
	zone  rules.Zone
	owner int8
	// fan is extra rotation for the fanned hand (not animated as a turn).
	fan float64
	// flip runs 1 → 0 while the card turns over (face up or down): it
	// narrows to its edge and widens again showing the other side.
	flip, flipDur float64
}

// Animation lengths in ticks at AnimSpeed 1.
const (
	travelTicks = 15 // ≈ 250 ms
	turnTicks   = 10 // ≈ 160 ms
	floatTicks  = 36 // ≈ 600 ms
	lungeTicks  = 16
	flipTicks   = 14 // ≈ 230 ms
	slideTicks  = 9
)

// setTarget points the sprite at a new place. A change of zone starts a
// journey from where the sprite is now; the first placement is instant.
func (sp *sprite) setTarget(x, y, w, rot float64, zone rules.Zone, speed float64) {
	if !sp.placed && sp.tw == 0 {
		sp.X, sp.Y, sp.W, sp.rot = x, y, w, rot
		sp.tx, sp.ty, sp.tw, sp.trot = x, y, w, rot
		sp.zone = zone
		sp.mdur = 0
		return
	}
	if x != sp.tx || y != sp.ty || w != sp.tw {
		sp.fx, sp.fy, sp.fw = sp.X, sp.Y, sp.W
		sp.mt = 0
		d := float64(slideTicks)
		if zone != sp.zone {
			d = travelTicks
		}
		sp.mdur = scaled(d, speed)
		sp.tx, sp.ty, sp.tw = x, y, w
	}
	if rot != sp.trot {
		sp.rfrom, sp.rt, sp.rdur = sp.rot, 0, scaled(turnTicks, speed)
		sp.trot = rot
	}
	sp.zone = zone
}

// scaled divides an animation length by the speed setting; 0 is instant.
func scaled(ticks, speed float64) float64 {
	if speed <= 0 {
		return 0
	}
	return ticks / speed
}

// step advances the sprite by one tick; it reports whether it still moves.
func (sp *sprite) step() bool {
	moving := false
	if sp.mdur > 0 && sp.mt < sp.mdur {
		sp.mt++
		t := easeOut(sp.mt / sp.mdur)
		dist := math.Hypot(sp.tx-sp.fx, sp.ty-sp.fy)
		arc := math.Sin(math.Pi*t) * math.Min(60, dist*0.12)
		sp.X = sp.fx + (sp.tx-sp.fx)*t
		sp.Y = sp.fy + (sp.ty-sp.fy)*t - arc
		sp.W = sp.fw + (sp.tw-sp.fw)*t
		moving = sp.mt < sp.mdur
	} else {
		sp.X, sp.Y, sp.W = sp.tx, sp.ty, sp.tw
	}
	if sp.rdur > 0 && sp.rt < sp.rdur {
		sp.rt++
		t := easeOut(sp.rt / sp.rdur)
		sp.rot = sp.rfrom + (sp.trot-sp.rfrom)*t
		moving = moving || sp.rt < sp.rdur
	} else {
		sp.rot = sp.trot
	}
	if sp.lunge > 0 {
		moving = true
	}
	if sp.flip > 0 {
		sp.flip -= 1 / math.Max(1, sp.flipDur)
		if sp.flip < 0 {
			sp.flip = 0
		}
		moving = true
	}
	return moving
}

// easeOut is a cubic ease-out.
func easeOut(t float64) float64 {
	t = math.Min(1, math.Max(0, t))
	return 1 - (1-t)*(1-t)*(1-t)
}

// floater is a number rising from the table and fading (Damage dealt).
type floater struct {
	x, y  float64
	text  string
	t     float64
	dur   float64
	heavy bool // Life Stack damage
}
