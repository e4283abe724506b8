package scenes

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
	"twilight/sound"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// TestGameRunsSilentWithoutAudioDevice: where the audio device does not
// open (CI, Xvfb, a server), the game starts, runs and plays its cues
// silently, and says so once in the log.
func TestGameRunsSilentWithoutAudioDevice(t *testing.T) {
	var log strings.Builder
	probe := func() error { return errors.New(`ALSA error at snd_pcm_open: "default": No such file or directory`) }
	g, err := NewGame(Options{Version: "test", Dir: t.TempDir(), Sound: true, Log: &log, probe: probe})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := gui.run(t, g, 10); err != nil {
		t.Fatalf("the game stopped: %v", err)
	}
	silent, why := g.App().Audio.Silent()
	if !silent || !strings.Contains(why, "snd_pcm_open") {
		t.Errorf("Silent() = %v, %q", silent, why)
	}
	if n := strings.Count(log.String(), "runs silent"); n != 1 {
		t.Errorf("the log says %d times that the game is silent: %q", n, log.String())
	}
	if msg := g.App().ToggleMute(); !g.App().Settings.Muted || !strings.Contains(msg, "muted") {
		t.Errorf("muting: %q, muted %v", msg, g.App().Settings.Muted)
	}
	if msg := g.App().ToggleMute(); g.App().Settings.Muted || !strings.Contains(msg, "no audio device") {
		t.Errorf("sound back on a machine without a device: %q", msg)
	}
}

// TestTableSoundsATurn: a hot-seat table hears, in order, a card it
// cannot move refused, the Troll picked up and put down on the rival's
// Life Stack (the attack Exhausts it), the combat (damage, the blocker
// slain) and the next turn's start (the rival's turn, at this screen
// too): the table's cue list, not the speakers. The instant animation
// speed, which animates nothing, hears the same.
func TestTableSoundsATurn(t *testing.T) {
	for _, speed := range []float64{1, 0} {
		if got := tableTurnCues(t, speed); !slices.Equal(got, wantTurnCues) {
			t.Errorf("animation speed %v: heard %v\nwant  %v", speed, got, wantTurnCues)
		}
	}
}

// wantTurnCues is what TestTableSoundsATurn hears. The last pass plays
// out the combat and begins the next turn: one batch, three effects at
// most (the draw is left out) and "your turn".
var wantTurnCues = []sound.Cue{sound.PickUp, sound.Refused, sound.PickUp, sound.Drop, sound.Exhaust,
	sound.DamageCreature, sound.Slain, sound.YourTurn, sound.Refresh}

// tableTurnCues plays TestTableSoundsATurn's turn at a hot-seat table
// animating at speed and returns the cues it played.
func tableTurnCues(t *testing.T, speed float64) []sound.Cue {
	t.Helper()
	set := cardsettest.TestCards(t)
	s := board(t, set, attackAndBlock)
	app, err := scene.AppForSet(set)
	if err != nil {
		t.Fatal(err)
	}
	app.Settings.AnimSpeed = speed
	m, err := matchAllHuman(app, s)
	if err != nil {
		t.Fatal(err)
	}
	m.Layout(1280, 720)
	troll, scout := s.Players[0].Field[0], s.Players[1].Field[0]
	dragSteps(t, m, m.CardRect(scout), m.Lay.Mats[0].Field) // not p1's card to move
	dragSteps(t, m, m.CardRect(troll), m.Lay.Mats[1].Life)
	if !slices.ContainsFunc(s.Log, func(e rules.Event) bool { return e.Kind == rules.EvAttack && e.Card == troll }) {
		t.Fatal("the drag did not attack")
	}
	turn, drawn := s.Turn, func() bool { return s.Log[len(s.Log)-1].Kind == rules.EvDraw }
	for i := 0; i < 100 && (s.Turn == turn || !drawn()); i++ {
		switch {
		case m.Curtain():
			seatStep(t, m, 640, 200)
		case !m.Mine:
			seatStep(t, m, -1, 0)
		case s.Pending.Kind == rules.DecBlock:
			m.Act(rules.Block(1, scout, troll))
		default:
			pressPrimary(t, m)
		}
	}
	for range 30 {
		seatStep(t, m, -1, 0) // the last cues play, a few ticks apart
	}
	return app.Audio.Heard()
}

// dragSteps drags from the centre of one box to the centre of another,
// a tick a gesture.
func dragSteps(t *testing.T, m *table.MatchScene, from, to widget.Rect) {
	t.Helper()
	fx, fy := from.Center()
	tx, ty := to.Center()
	start := input.Point{X: fx, Y: fy}
	for _, g := range []input.Gesture{
		{Kind: input.Press, Pos: start},
		{Kind: input.Drag, Pos: input.Point{X: (fx + tx) / 2, Y: (fy + ty) / 2}, Start: start},
		{Kind: input.Drag, Pos: input.Point{X: tx, Y: ty}, Start: start},
		{Kind: input.Drop, Pos: input.Point{X: tx, Y: ty}, Start: start},
	} {
		m.KeySource = func(k *widget.Keys) { *k = widget.Keys{} }
		if err := m.Update(&scene.Context{Gestures: []input.Gesture{g}, Cursor: g.Pos}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSoundScreenSaves: the Sound screen's volumes and mute are saved at
// once, reach the player, and read back; an old settings file without
// them loads with the default volumes, and volumes out of range are
// brought into it.
func TestSoundScreenSaves(t *testing.T) {
	dir := t.TempDir()
	app, err := scene.LoadApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	s := menu.NewSound(app, nil)
	s.Layout(scene.WindowWidth, scene.WindowHeight)
	steps := []struct {
		focus widget.Widget
		key   ebiten.Key
	}{{s.Master, ebiten.KeyArrowLeft}, {s.Music, ebiten.KeyArrowRight}, {s.Effects, ebiten.KeyArrowLeft}, {s.Mute, ebiten.KeySpace}}
	for _, st := range steps {
		s.Form.FocusOn(st.focus)
		s.Form.Update(&widget.Keys{Pressed: []ebiten.Key{st.key}}, nil, input.Point{})
	}
	want := sound.Mixer{Master: 70, Effects: 70, Music: 50, Muted: true}
	if got := app.Audio.Mixer(); got != want {
		t.Errorf("the player's mixer %+v, want %+v", got, want)
	}
	saved, _ := folder.LoadSettings(dir)
	if saved != app.Settings || !saved.Muted || saved.MasterVolume != 70 {
		t.Errorf("saved %+v, want %+v", saved, app.Settings)
	}
	if heard := app.Audio.Heard(); len(heard) != 3 || heard[0] != sound.Drop {
		t.Errorf("a changed volume plays a sample (the music's is the bed): heard %v", heard)
	}

	writeFile(t, dir, "settings.json", `{"ui_scale": 1.25, "anim_speed": 2}`)
	old, notes := folder.LoadSettings(dir)
	if def := folder.DefaultSettings(); len(notes) > 0 || old.MasterVolume != def.MasterVolume || old.MusicVolume != def.MusicVolume || old.Muted {
		t.Errorf("an old settings file: %+v, notes %q", old, notes)
	}
	writeFile(t, dir, "settings.json", `{"master_volume": 300, "effects_volume": -5, "music_volume": 33.4, "muted": "yes"}`)
	odd, notes := folder.LoadSettings(dir)
	if odd.MasterVolume != 100 || odd.EffectsVolume != 0 || odd.MusicVolume != 33 || odd.Muted || len(notes) != 3 {
		t.Errorf("volumes out of range: %+v, notes %q", odd, notes)
	}
}
