package scenes

import (
	"testing"

	"twilight/rules/cardset/cardsettest"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// TestResizeFreesOldFaces: after the window is resized, the face cache
// holds the faces of the new size only — exactly what a table drawn at
// that size alone holds — and not a table of faces for every size the
// window went through.
func TestResizeFreesOldFaces(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 hand "Youthful Troll" "Spark"
p1 field "Stoic Legionnaires"
p2 field "Borderland Scout"
p1 resource I II
start p1 summoning
`)
	drawnAt := func(app *scene.App, sizes ...[2]int) int {
		m, err := table.MatchForState(app, s.Clone(), 0)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		for _, sz := range sizes {
			m.Layout(sz[0], sz[1])
			if _, err := runTB(t, &drawOnce{m}, 1); err != nil {
				t.Fatal(err)
			}
		}
		return app.Faces.Len()
	}
	fresh, err := scene.AppForSet(set)
	if err != nil {
		t.Fatal(err)
	}
	want := drawnAt(fresh, [2]int{1600, 900})
	resized, err := scene.AppForSet(set)
	if err != nil {
		t.Fatal(err)
	}
	got := drawnAt(resized, [2]int{1024, 640}, [2]int{1280, 720}, [2]int{1920, 1080}, [2]int{1600, 900})
	if want == 0 || got != want {
		t.Errorf("after four window sizes the face cache holds %d images; a table drawn at the last size alone holds %d", got, want)
	}
}
