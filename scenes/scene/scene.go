package scene

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"twilight/input"
	"twilight/render"
)

// Scene is one screen of the game.
type Scene interface {
	// Layout tells the scene the size, in pixels, of the screen it will
	// be drawn on. It is called before the scene's first Update and
	// whenever the size changes.
	Layout(width, height int)
	// Update advances the scene by one tick (1/60 s).
	Update(ctx *Context) error
	// Draw paints the whole screen.
	Draw(screen *ebiten.Image)
}

// Rester is a Scene that can tell when its picture will stay as it is
// until something happens to it (a key, the pointer, a new size): the game
// then draws nothing new, and a window at rest costs next to nothing. A
// scene that is not a Rester is drawn every frame.
type Rester interface {
	Resting() bool
}

// Hotspots is a Rester that can tell whether a click at p would do
// something (a button, a menu item, a card). While the pointer rests on
// such a spot the game stays awake: asleep, Ebitengine (in its
// event-driven frame mode) reads the mouse button without GLFW's sticky
// buttons, so a click whose press and release arrive together — a quick
// tap on a touchpad, a scripted click — was lost (1 in 8 on the title).
// A Rester that is not a Hotspots is taken to be hot everywhere.
type Hotspots interface {
	Hot(p input.Point) bool
}

// Pulsed is a Rester whose picture also changes slowly by itself (the
// title's breath of light) without that being a reason to stay awake: the
// game draws one frame whenever Stale says the picture has changed since
// it was last drawn, also at the pulses of a game asleep.
type Pulsed interface {
	Stale() bool
}

// Context is what a scene gets to see and do during Update.
type Context struct {
	// Gestures are this tick's pointer gestures. They are withheld
	// while a transition is running.
	Gestures []input.Gesture
	// Cursor is where the mouse is.
	Cursor input.Point

	manager *Manager
}

// GoTo fades out of the current scene and into next.
func (c *Context) GoTo(next Scene) { c.manager.GoTo(next) }

// Veil is how dark the transition veil over the screen is this tick, from
// 0 (clear) to 1 (Manager.Veil); 0 without a manager.
func (c *Context) Veil() float64 {
	if c.manager == nil {
		return 0
	}
	return c.manager.Veil()
}

// HiddenVeil is a veil dark enough that what lies under it cannot be
// told apart: the first tick of a fade-in (0.97) and the last of a
// fade-out (0.96). A screen may draw less under it.
const HiddenVeil = 0.95

// Quit fades out and ends the game.
func (c *Context) Quit() { c.manager.Quit() }

// Fade lengths, in ticks: a whole transition takes 0.3 s at 60 ticks a
// second (it took 0.7 s, and a newcomer's clicks during it were lost).
const (
	FadeOutTicks = 8
	FadeInTicks  = 10
)

type phase uint8

const (
	Steady phase = iota
	fadingOut
	fadingIn
)

// Manager owns the current scene and the transitions between scenes: the
// screen fades to ink, the scenes swap, and it fades back in.
type Manager struct {
	current, next Scene
	Phase         phase
	tick          int
	quitting      bool
	done          bool
	w, h          int
	laidOut       bool
	Ctx           Context
	// Cut: screens change at once, without fading (Settings: Animation
	// instant).
	Cut bool
}

// NewManager starts with first, fading in from ink.
func NewManager(first Scene) *Manager {
	m := &Manager{current: first, Phase: fadingIn}
	m.Ctx.manager = m
	return m
}

// Current is the scene being shown.
func (m *Manager) Current() Scene { return m.current }

// GoTo starts a transition to next. A transition already under way is
// redirected to next.
func (m *Manager) GoTo(next Scene) {
	m.next = next
	m.quitting = false
	m.startFadeOut()
}

// Quit fades out; the Update after the fade reports ebiten.Termination.
func (m *Manager) Quit() {
	m.next = nil
	m.quitting = true
	m.startFadeOut()
}

func (m *Manager) startFadeOut() {
	switch m.Phase {
	case fadingOut:
		// keep going
	case fadingIn:
		// Continue from the current darkness rather than jumping.
		m.tick = int(float64(FadeOutTicks) * m.Veil())
		m.Phase = fadingOut
	default:
		m.tick = 0
		m.Phase = fadingOut
	}
}

// Layout records the screen size and passes it on when it changed.
func (m *Manager) Layout(w, h int) {
	if m.laidOut && w == m.w && h == m.h {
		return
	}
	m.w, m.h, m.laidOut = w, h, true
	m.current.Layout(w, h)
}

// Update advances the transition and the current scene by one tick.
func (m *Manager) Update(gestures []input.Gesture, cursor input.Point) error {
	if m.done {
		return ebiten.Termination
	}
	m.Ctx.Cursor = cursor
	m.Ctx.Gestures = gestures
	if m.Cut && m.Phase == fadingOut {
		m.tick = FadeOutTicks - 1
	}
	switch m.Phase {
	case fadingOut:
		m.tick++
		if m.tick < FadeOutTicks {
			return nil
		}
		if m.quitting {
			m.done = true
			return ebiten.Termination
		}
		m.current, m.next = m.next, nil
		if m.laidOut {
			m.current.Layout(m.w, m.h)
		}
		m.Phase, m.tick = fadingIn, 0
		m.Ctx.Gestures = nil
	case fadingIn:
		// The new scene is in sight and takes input at once.
		m.tick++
		if m.tick >= FadeInTicks || m.Cut {
			m.Phase, m.tick = Steady, 0
		}
	}
	return m.current.Update(&m.Ctx)
}

// Resting reports whether the picture will stay as it is until input
// arrives: no transition is running and the current scene is a Rester at
// rest.
func (m *Manager) Resting() bool {
	r, ok := m.current.(Rester)
	return m.Phase == Steady && ok && r.Resting()
}

// Stale reports whether the current screen's picture changed by itself
// since it was last drawn (Pulsed).
func (m *Manager) Stale() bool {
	p, ok := m.current.(Pulsed)
	return m.Phase == Steady && ok && p.Stale()
}

// Hot reports whether a click at p would do something on the current
// screen (Hotspots; true for a screen that cannot tell, or while a
// transition runs).
func (m *Manager) Hot(p input.Point) bool {
	h, ok := m.current.(Hotspots)
	return !ok || m.Phase != Steady || h.Hot(p)
}

// Veil is how dark the transition overlay is now, from 0 (clear) to 1.
func (m *Manager) Veil() float64 {
	switch m.Phase {
	case fadingOut:
		return Ease(float64(m.tick) / FadeOutTicks)
	case fadingIn:
		return 1 - Ease(float64(m.tick)/FadeInTicks)
	}
	return 0
}

func Ease(t float64) float64 {
	t = min(1, max(0, t))
	return t * t * (3 - 2*t)
}

// Draw draws the current scene under the transition veil.
func (m *Manager) Draw(screen *ebiten.Image) {
	m.current.Draw(screen)
	if v := m.Veil(); v > 0 {
		b := screen.Bounds()
		vector.DrawFilledRect(screen, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), render.Fade(render.Ink, v), false)
	}
}

// Fading reports whether the scene is fading out, on its way off the
// screen: screens ignore keys then (pointer gestures are already
// withheld), so nothing is chosen twice. A scene fading in is already in
// sight and takes keys and gestures.
func (c *Context) Fading() bool { return c.manager != nil && c.manager.Phase == fadingOut }

// Window defaults.
const (
	WindowTitle  = "Twilight of the Gods"
	WindowWidth  = 1280
	WindowHeight = 720
)
