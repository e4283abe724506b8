package scenes

import (
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/scenario"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/scenes/collection"
	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// board runs a scenario given as text and returns its position.
func board(t testing.TB, set *rules.CardSet, src string) *rules.State {
	t.Helper()
	s, err := scenario.Board("test.txt", strings.NewReader(src), set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// soloTable is the table of position s with seat 1 at the screen and a
// computer (random) in the others, laid out at 1280×720, its App set up
// by settings first (nil: the defaults); the session closes with the test.
func soloTable(t testing.TB, s *rules.State, settings func(*folder.Settings)) *table.MatchScene {
	t.Helper()
	app, err := testApp(s.Set)
	if err != nil {
		t.Fatal(err)
	}
	if settings != nil {
		settings(&app.Settings)
	}
	m, err := table.MatchForState(app, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Session().Close() })
	m.Layout(1280, 720)
	return m
}

// tableOf returns the match table a scene shows, guarded or not.
func tableOf(s scene.Scene) (*table.MatchScene, bool) {
	switch t := s.(type) {
	case *table.MatchScene:
		return t, true
	case *guarded:
		return t.MatchScene, t.MatchScene != nil
	}
	return nil, false
}

// warmFace renders (or fetches) the face now, on this goroutine.
func warmFace(fw *collection.FaceWarm, it collection.CollItem, width int) *ebiten.Image {
	if it.IsDeity() {
		return fw.App.Faces.Deity(&fw.App.Set.Deities[it.Deity], false, width)
	}
	return fw.App.Faces.Card(&fw.App.Set.Cards[it.Def], width)
}
