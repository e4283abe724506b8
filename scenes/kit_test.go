package scenes

import (
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/scene"
)

// The GUI tests make some eighty Apps. Each would parse the typefaces
// again (so every glyph is rasterised again: Ebitengine caches glyphs by
// face source) and paint every card face again, at the same few window
// sizes: painting faces was the largest share of the suite's own CPU.
// The tests run one at a time, so the Apps of one card set share one
// set of fonts, one face cache and one painted table background. A test of the cache itself makes its
// App with scene.AppForSet directly.
var kits = map[string]kit{} // by the card set's fingerprint

type kit struct {
	fonts *render.Fonts
	faces *render.Faces
	table *render.Table
}

// shareKit gives app the fonts, faces and table background of the first App made for the
// same card set.
func shareKit(app *scene.App, err error) (*scene.App, error) {
	if err != nil || app.Set == nil {
		return app, err
	}
	key := app.Set.Fingerprint()
	if k, ok := kits[key]; ok {
		app.Fonts, app.Faces, app.Table = k.fonts, k.faces, k.table
		return app, nil
	}
	kits[key] = kit{app.Fonts, app.Faces, app.Table}
	return app, nil
}

// testApp is scene.AppForSet with the shared fonts and faces.
func testApp(set *rules.CardSet) (*scene.App, error) { return shareKit(scene.AppForSet(set)) }

// loadTestApp is scene.LoadApp with the shared fonts and faces.
func loadTestApp(dir, name string) (*scene.App, error) { return shareKit(scene.LoadApp(dir, name)) }
