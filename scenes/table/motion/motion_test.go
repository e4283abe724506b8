package motion

import (
	"math"
	"testing"

	"twilight/rules"
)

// TestSpriteMoves: the first place is taken at once; a new place in
// another zone is a journey with an arc, one in the same zone a shorter
// slide; speed 0 is instant; a turn rotates; the move ends on its target.
func TestSpriteMoves(t *testing.T) {
	for _, c := range []struct {
		name     string
		zone     rules.Zone
		speed    float64
		rot      float64
		ticks    int  // steps until it rests
		arcAbove bool // passes above the straight line on the way
	}{
		{"a journey to another zone", rules.ZField, 1, 0, travelTicks, true},
		{"a slide within the zone", rules.ZHand, 1, 0, slideTicks, true},
		{"twice as fast (7.5 ticks: 8 steps)", rules.ZField, 2, 0, 8, true},
		{"instant at speed 0", rules.ZField, 0, 0, 0, false},
		{"a turn as it goes", rules.ZField, 1, math.Pi / 2, travelTicks, true},
	} {
		var sp Sprite
		sp.SetTarget(10, 100, 50, 0, rules.ZHand, c.speed)
		if sp.X != 10 || sp.Y != 100 || sp.W != 50 {
			t.Fatalf("%s: first place not taken at once: %+v", c.name, sp)
		}
		sp.Placed = true
		sp.SetTarget(210, 100, 60, c.rot, c.zone, c.speed)
		steps, above := 0, false
		for sp.Step() {
			steps++
			above = above || sp.Y < 100-1e-9
			if steps > 100 {
				t.Fatalf("%s: still moving after 100 steps", c.name)
			}
		}
		if c.ticks > 0 {
			steps++ // the step that reaches the target reports the end
		}
		if steps != c.ticks || above != c.arcAbove {
			t.Errorf("%s: rested after %d steps (want %d), arc %v (want %v)", c.name, steps, c.ticks, above, c.arcAbove)
		}
		if sp.X != 210 || sp.Y != 100 || sp.W != 60 || sp.Rot != c.rot {
			t.Errorf("%s: rests at %v,%v w %v rot %v, not on its target", c.name, sp.X, sp.Y, sp.W, sp.Rot)
		}
	}
}

// TestScaled: animation lengths shrink with the speed setting; 0 is instant.
func TestScaled(t *testing.T) {
	for _, c := range []struct{ ticks, speed, want float64 }{{15, 1, 15}, {15, 2, 7.5}, {15, 0.5, 30}, {15, 0, 0}, {15, -1, 0}} {
		if got := Scaled(c.ticks, c.speed); got != c.want {
			t.Errorf("Scaled(%v, %v) = %v, want %v", c.ticks, c.speed, got, c.want)
		}
	}
	if easeOut(0) != 0 || easeOut(1) != 1 || easeOut(0.5) <= 0.5 {
		t.Error("easeOut does not start at 0, end at 1 and lead in the middle")
	}
}
