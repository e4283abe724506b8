// Package motion moves the match table's cards: a Sprite is where a card
// is drawn now and where it is heading, stepped one tick at a time with
// the arcs, turns, flips and lunges the table shows, and a Floater is a
// number rising from the table. Lengths are in ticks at animation speed 1.
package motion

import (
	"math"

	"twilight/rules"
)

// Sprite is one card on the table: where it is drawn now and where it is
// heading. Cards travel with a slight arc when their place changes and
// turn when they become Exhausted or Fresh.
type Sprite struct {
	Placed bool // has a place on the table this frame
	Shown  bool // drawn (a stack shows only its top card)
	FaceUp bool // face up
	Z      float64

	X, Y, W, Rot     float64 // now
	TX, TY, TW, trot float64 // target
	fx, fy, fw       float64 // where the current move started
	mt, MoveDur      float64 // move progress in ticks, and its length
	rfrom, rt, rdur  float64 // rotation tween
	Lunge            float64 // attack lunge, 1 → 0
	LungeDX, LungeDY float64
	// Zone is the card's Zone when the target was last set: a change of
	// Zone is a journey (arc), a change within a Zone a slide.
	Zone  rules.Zone
	Owner int8
	// Fan is extra rotation for the fanned hand (not animated as a turn).
	Fan float64
	// Flip runs 1 → 0 while the card turns over (face up or down): it
	// narrows to its edge and widens again showing the other side.
	Flip, FlipDur float64
}

// Animation lengths in ticks at AnimSpeed 1.
const (
	travelTicks = 15 // ≈ 250 ms
	turnTicks   = 10 // ≈ 160 ms
	FloatTicks  = 36 // ≈ 600 ms
	LungeTicks  = 16
	FlipTicks   = 14 // ≈ 230 ms
	slideTicks  = 9
)

// SetTarget points the sprite at a new place. A change of zone starts a
// journey from where the sprite is now; the first placement is instant.
func (sp *Sprite) SetTarget(x, y, w, rot float64, zone rules.Zone, speed float64) {
	if !sp.Placed && sp.TW == 0 {
		sp.X, sp.Y, sp.W, sp.Rot = x, y, w, rot
		sp.TX, sp.TY, sp.TW, sp.trot = x, y, w, rot
		sp.Zone = zone
		sp.MoveDur = 0
		return
	}
	if x != sp.TX || y != sp.TY || w != sp.TW {
		sp.fx, sp.fy, sp.fw = sp.X, sp.Y, sp.W
		sp.mt = 0
		d := float64(slideTicks)
		if zone != sp.Zone {
			d = travelTicks
		}
		sp.MoveDur = Scaled(d, speed)
		sp.TX, sp.TY, sp.TW = x, y, w
	}
	if rot != sp.trot {
		sp.rfrom, sp.rt, sp.rdur = sp.Rot, 0, Scaled(turnTicks, speed)
		sp.trot = rot
	}
	sp.Zone = zone
}

// Scaled divides an animation length by the speed setting; 0 is instant.
func Scaled(ticks, speed float64) float64 {
	if speed <= 0 {
		return 0
	}
	return ticks / speed
}

// Step advances the sprite by one tick; it reports whether it still moves.
func (sp *Sprite) Step() bool {
	moving := false
	if sp.MoveDur > 0 && sp.mt < sp.MoveDur {
		sp.mt++
		t := easeOut(sp.mt / sp.MoveDur)
		dist := math.Hypot(sp.TX-sp.fx, sp.TY-sp.fy)
		arc := math.Sin(math.Pi*t) * math.Min(60, dist*0.12)
		sp.X = sp.fx + (sp.TX-sp.fx)*t
		sp.Y = sp.fy + (sp.TY-sp.fy)*t - arc
		sp.W = sp.fw + (sp.TW-sp.fw)*t
		moving = sp.mt < sp.MoveDur
	} else {
		sp.X, sp.Y, sp.W = sp.TX, sp.TY, sp.TW
	}
	if sp.rdur > 0 && sp.rt < sp.rdur {
		sp.rt++
		t := easeOut(sp.rt / sp.rdur)
		sp.Rot = sp.rfrom + (sp.trot-sp.rfrom)*t
		moving = moving || sp.rt < sp.rdur
	} else {
		sp.Rot = sp.trot
	}
	if sp.Lunge > 0 {
		moving = true
	}
	if sp.Flip > 0 {
		sp.Flip -= 1 / math.Max(1, sp.FlipDur)
		if sp.Flip < 0 {
			sp.Flip = 0
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

// Floater is a number rising from the table and fading (Damage dealt).
type Floater struct {
	X, Y  float64
	Text  string
	T     float64
	Dur   float64
	Heavy bool // Life Stack damage
}
