package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The layering rules of the module. The rules engine is pure: it must
// build and test with nothing of the client in it. The AI sits on the
// engine and the standard library only. render and input are below scenes.
var layering = []layerRule{
	{
		name:      "the rules engine is pure: the standard library and twilight/rules/... only",
		from:      "twilight/rules",
		onlyStd:   true,
		allowDeps: []string{"twilight/rules"},
	},
	{
		name:      "the save fuzzing helpers use only the standard library and the rules engine",
		from:      "twilight/rules/savefuzz",
		onlyStd:   true,
		allowDeps: []string{"twilight/rules"},
	},
	{
		name:      "deck completion sits on the engine, the card formats and the AI: the standard library and rules/ only",
		from:      "twilight/rules/deckfill",
		onlyStd:   true,
		allowDeps: []string{"twilight/rules"},
	},
	{
		name:      "the match session is headless: the standard library and the rules engine only",
		from:      "twilight/session",
		onlyStd:   true,
		allowDeps: []string{"twilight/rules"},
	},
	{
		name:      "cmdline uses only the standard library, userfile's safe printing and the English helpers",
		from:      "twilight/cmdline",
		onlyStd:   true,
		allowDeps: []string{"twilight/rules/userfile", "twilight/rules/english"},
	},
	{
		name:    "userfile is a leaf: the standard library only",
		from:    "twilight/rules/userfile",
		onlyStd: true,
	},
	{
		name: "twilight-tools and the packages it runs never link the window code, so they run without a display",
		from: "twilight/cmd/twilight-tools",
		forbid: []string{
			"github.com/hajimehoshi/ebiten",
			"twilight/scenes",
			"twilight/render",
			"twilight/input",
		},
	},
	{
		name: "the headless commands never link the window code",
		from: "twilight/commands",
		forbid: []string{
			"github.com/hajimehoshi/ebiten",
			"twilight/scenes",
			"twilight/render",
			"twilight/input",
		},
	},
	{
		name: "the sim command never links the window code",
		from: "twilight/simulate",
		forbid: []string{
			"github.com/hajimehoshi/ebiten",
			"twilight/scenes",
			"twilight/render",
			"twilight/input",
		},
	},
	{
		name:      "the presenter is pure: the standard library and the rules engine only",
		from:      "twilight/present",
		onlyStd:   true,
		allowDeps: []string{"twilight/rules"},
	},
	{
		name:   "render does not import scenes",
		from:   "twilight/render",
		forbid: []string{"twilight/scenes"},
	},
	{
		name:   "input does not import scenes",
		from:   "twilight/input",
		forbid: []string{"twilight/scenes"},
	},
	{
		name:   "the user folder draws nothing: no Ebitengine, render or input",
		from:   "twilight/scenes/folder",
		forbid: []string{"github.com/hajimehoshi/ebiten", "twilight/render", "twilight/input", "twilight/scenes/scene", "twilight/scenes/widget"},
	},
	{
		name:   "widgets import no screen",
		from:   "twilight/scenes/widget",
		forbid: screens("twilight/scenes/widget"),
	},
	{
		name:   "the screens' frame (scene) imports no screen and no widget",
		from:   "twilight/scenes/scene",
		forbid: append(screens("twilight/scenes/scene"), "twilight/scenes/widget"),
	},
	{
		name:   "the rules reference book imports no screen",
		from:   "twilight/scenes/rulesref",
		forbid: screens("twilight/scenes/rulesref"),
	},
	{name: "screens never import each other", from: "twilight/scenes/table", forbid: screens("twilight/scenes/table")},
	{name: "screens never import each other", from: "twilight/scenes/collection", forbid: screens("twilight/scenes/collection")},
	{name: "screens never import each other", from: "twilight/scenes/menu", forbid: screens("twilight/scenes/menu")},
	{name: "screens never import each other", from: "twilight/scenes/replays", forbid: screens("twilight/scenes/replays")},
	{name: "screens never import each other", from: "twilight/scenes/drafting", forbid: screens("twilight/scenes/drafting")},
	{name: "screens never import each other", from: "twilight/scenes/puzzles", forbid: screens("twilight/scenes/puzzles")},
	{
		name:   "the table's parts import no other screen (their exact lists leave the table out)",
		from:   "twilight/scenes/table/coach",
		forbid: screens("twilight/scenes/table"),
	},
	{
		name:   "the table's parts import no other screen (their exact lists leave the table out)",
		from:   "twilight/scenes/table/rail",
		forbid: screens("twilight/scenes/table"),
	},
	{
		name:   "the table's parts import no other screen (their exact lists leave the table out)",
		from:   "twilight/scenes/table/layout",
		forbid: screens("twilight/scenes/table"),
	},
	{
		name:   "the table's parts import no other screen (their exact lists leave the table out)",
		from:   "twilight/scenes/table/focus",
		forbid: screens("twilight/scenes/table"),
	},
	{
		name:   "the table's parts import no other screen (their exact lists leave the table out)",
		from:   "twilight/scenes/table/notice",
		forbid: screens("twilight/scenes/table"),
	},
	{
		name:   "the table's parts import no other screen (their exact lists leave the table out)",
		from:   "twilight/scenes/table/suggest",
		forbid: screens("twilight/scenes/table"),
	},
}

// screenRooms are the packages of screens; they reach each other only
// through scene.App.Routes, which package scenes fills in.
var screenRooms = []string{"twilight/scenes/table", "twilight/scenes/collection", "twilight/scenes/menu", "twilight/scenes/drafting", "twilight/scenes/replays", "twilight/scenes/puzzles"}

// screens lists the screen rooms other than self, and the top of scenes
// (which imports them all).
func screens(self string) []string {
	out := []string{}
	for _, s := range screenRooms {
		if s != self {
			out = append(out, s)
		}
	}
	return out
}

// Outside modules, by module path.
const (
	ebitenMod  = "github.com/hajimehoshi/ebiten/v2"
	xImage     = "golang.org/x/image"
	svgMod     = "github.com/srwiley/oksvg"
	rasterxMod = "github.com/srwiley/rasterx"
)

// allowed is the exact allow-list of every package of the module: the
// packages of the module it may import directly (a package allowed
// twilight/rules is not thereby allowed twilight/rules/ai), and the
// outside modules it may import; the standard library is always allowed.
// A package of the module missing here fails TestLayering.
var allowed = []layerRule{
	// "C": display_x11.go asks Xlib whether there is a display.
	exact("twilight", []string{"C"}, "twilight/cmdline", "twilight/commands", "twilight/scenes", "twilight/scenes/audio", "twilight/scenes/shot"),
	exact("twilight/assets", nil),
	exact("twilight/assets/reference", nil),
	exact("twilight/build/cardreport", nil, "twilight/assets", "twilight/rules/cardset", "twilight/simulate"),
	exact("twilight/build/icon", nil, "twilight/render"),
	exact("twilight/cmd/twilight-tools", nil, "twilight/cmdline", "twilight/commands"),
	exact("twilight/cmdline", nil, "twilight/rules/english", "twilight/rules/userfile"),
	// commands runs the hostile-saves command with rules/savefuzz.
	exact("twilight/commands", nil, "twilight/assets", "twilight/cmdline", "twilight/rules", "twilight/rules/cardset",
		"twilight/rules/savefuzz", "twilight/rules/scenario", "twilight/rules/userfile", "twilight/simulate", "twilight/sound"),
	exact("twilight/input", nil),
	exact("twilight/present", nil, "twilight/rules", "twilight/rules/english"),
	// The lesson's deal is a scenario.
	exact("twilight/present/lesson", nil, "twilight/rules", "twilight/rules/scenario"),
	// The puzzles' positions and answers are scenario lines.
	exact("twilight/present/puzzle", nil, "twilight/rules", "twilight/rules/scenario"),
	exact("twilight/render", []string{ebitenMod, svgMod, rasterxMod, xImage}, "twilight/assets", "twilight/rules"),
	exact("twilight/rules", nil, "twilight/rules/english", "twilight/rules/userfile"),
	// The computer players: the engine, its English, and the draft's
	// engine for the computer drafters.
	exact("twilight/rules/ai", nil, "twilight/rules", "twilight/rules/draft", "twilight/rules/english"),
	// levels puts the current players and the frozen reference ones in one
	// table for the commands and the puzzles.
	exact("twilight/rules/ai/levels", nil, "twilight/rules/ai", "twilight/rules/ai/reference"),
	exact("twilight/rules/ai/reference", nil, "twilight/rules"),
	exact("twilight/rules/cardset", nil, "twilight/rules", "twilight/rules/english", "twilight/rules/userfile"),
	exact("twilight/rules/cardset/cardsettest", nil, "twilight/rules", "twilight/rules/cardset"),
	exact("twilight/rules/draft", nil, "twilight/rules", "twilight/rules/cardset"),
	exact("twilight/rules/english", nil),
	exact("twilight/rules/deckfill", nil, "twilight/rules", "twilight/rules/ai", "twilight/rules/cardset"),
	exact("twilight/rules/savefuzz", nil, "twilight/rules"),
	exact("twilight/rules/scenario", nil, "twilight/rules", "twilight/rules/ai", "twilight/rules/ai/levels", "twilight/rules/cardset"),
	exact("twilight/rules/userfile", nil),
	exact("twilight/scenes", []string{ebitenMod}, "twilight/input", "twilight/present/lesson", "twilight/render", "twilight/scenes/audio", "twilight/scenes/collection",
		"twilight/scenes/drafting", "twilight/scenes/folder", "twilight/scenes/menu", "twilight/scenes/puzzles", "twilight/scenes/replays", "twilight/scenes/scene", "twilight/scenes/table", "twilight/scenes/table/coach", "twilight/scenes/widget", "twilight/session"),
	exact("twilight/scenes/collection", []string{ebitenMod}, "twilight/assets", "twilight/input", "twilight/present", "twilight/render", "twilight/rules",
		"twilight/rules/cardset", "twilight/rules/deckfill", "twilight/rules/english", "twilight/scenes/folder", "twilight/scenes/rulesref", "twilight/scenes/scene", "twilight/scenes/widget"),
	exact("twilight/scenes/drafting", []string{ebitenMod}, "twilight/input", "twilight/present", "twilight/render", "twilight/rules",
		"twilight/rules/ai", "twilight/rules/draft", "twilight/scenes/folder", "twilight/scenes/scene", "twilight/scenes/widget"),
	exact("twilight/scenes/folder", nil, "twilight/assets", "twilight/cmdline", "twilight/present", "twilight/rules", "twilight/rules/ai",
		"twilight/rules/draft",
		"twilight/rules/cardset", "twilight/rules/userfile", "twilight/session"),
	exact("twilight/scenes/menu", []string{ebitenMod}, "twilight/input", "twilight/present", "twilight/render", "twilight/rules",
		"twilight/rules/cardset", "twilight/rules/userfile", "twilight/scenes/folder", "twilight/scenes/rulesref", "twilight/scenes/scene", "twilight/scenes/widget", "twilight/sound"),
	exact("twilight/scenes/replays", []string{ebitenMod}, "twilight/input", "twilight/render", "twilight/rules", "twilight/rules/ai",
		"twilight/scenes/folder", "twilight/scenes/scene", "twilight/scenes/widget", "twilight/session"),
	exact("twilight/scenes/puzzles", []string{ebitenMod}, "twilight/assets", "twilight/input", "twilight/present/puzzle", "twilight/render", "twilight/rules",
		"twilight/rules/ai", "twilight/scenes/scene", "twilight/scenes/widget", "twilight/session"),
	exact("twilight/scenes/rulesref", nil, "twilight/assets/reference", "twilight/rules"),
	exact("twilight/scenes/scene", []string{ebitenMod}, "twilight/input", "twilight/render", "twilight/rules", "twilight/scenes/audio", "twilight/scenes/folder", "twilight/session", "twilight/sound"),
	exact("twilight/scenes/shot", []string{ebitenMod}, "twilight/assets", "twilight/cmdline", "twilight/rules", "twilight/rules/cardset",
		"twilight/rules/scenario", "twilight/rules/userfile", "twilight/scenes/scene", "twilight/scenes/table"),
	exact("twilight/scenes/table", []string{ebitenMod, xImage}, "twilight/input", "twilight/present", "twilight/present/lesson", "twilight/render", "twilight/rules",
		"twilight/rules/ai", "twilight/rules/english", "twilight/scenes/folder", "twilight/scenes/rulesref", "twilight/scenes/scene",
		"twilight/scenes/table/rail", "twilight/scenes/table/coach", "twilight/scenes/table/layout", "twilight/scenes/table/focus",
		"twilight/scenes/table/notice", "twilight/scenes/table/suggest", "twilight/scenes/table/labels", "twilight/scenes/table/hints",
		"twilight/scenes/table/motion", "twilight/scenes/table/ahead", "twilight/scenes/widget", "twilight/session", "twilight/sound"),
	// The table's parts: the rail's panels, the lesson's panel, the geometry,
	// the keyboard's focus, the passing notes, the computer's hint panel,
	// the text caches, the hint boxes, the cards' motion and the faces
	// painted ahead.
	exact("twilight/scenes/table/rail", []string{ebitenMod}, "twilight/render", "twilight/rules", "twilight/rules/english",
		"twilight/scenes/table/layout", "twilight/scenes/widget"),
	exact("twilight/scenes/table/coach", []string{ebitenMod}, "twilight/input", "twilight/present/lesson", "twilight/render", "twilight/rules",
		"twilight/scenes/scene", "twilight/scenes/widget"),
	exact("twilight/scenes/table/layout", nil, "twilight/rules", "twilight/scenes/geom"),
	exact("twilight/scenes/table/focus", []string{ebitenMod}, "twilight/rules", "twilight/scenes/widget"),
	exact("twilight/scenes/table/notice", []string{ebitenMod}, "twilight/render", "twilight/scenes/widget"),
	exact("twilight/scenes/table/suggest", []string{ebitenMod}, "twilight/render", "twilight/scenes/widget"),
	exact("twilight/scenes/table/labels", []string{ebitenMod}, "twilight/rules", "twilight/scenes/widget"),
	exact("twilight/scenes/table/hints", []string{ebitenMod}, "twilight/render", "twilight/rules", "twilight/scenes/widget"),
	exact("twilight/scenes/table/motion", nil, "twilight/rules"),
	exact("twilight/scenes/table/ahead", []string{ebitenMod}, "twilight/render", "twilight/rules"),
	// The rectangle of every layout, without Ebitengine.
	exact("twilight/scenes/geom", nil),
	exact("twilight/scenes/widget", []string{ebitenMod}, "twilight/input", "twilight/render", "twilight/scenes/folder", "twilight/scenes/geom", "twilight/scenes/scene"),
	exact("twilight/scenes/audio", []string{ebitenMod, "github.com/ebitengine/oto/v3"}, "twilight/sound"),
	// session runs the computer players off the game loop, and their
	// reviews and hints.
	exact("twilight/session", nil, "twilight/rules", "twilight/rules/ai", "twilight/rules/draft"),
	exact("twilight/simulate", nil, "twilight/assets", "twilight/cmdline", "twilight/rules", "twilight/rules/ai",
		"twilight/rules/ai/levels", "twilight/rules/cardset", "twilight/rules/draft", "twilight/rules/english",
		"twilight/rules/userfile"), // the card tally is written atomically
	exact("twilight/sound", nil, "twilight/rules"),
}

// exact is the allow-list rule of one package: the packages of the module
// it may import directly, and the outside modules (third).
func exact(from string, third []string, imports ...string) layerRule {
	return layerRule{name: "exact imports of " + from, from: from, exact: true, imports: imports, third: third}
}

// layerRule constrains the packages at or under from.
type layerRule struct {
	name string
	from string
	// forbid lists import paths (each also covering everything under it)
	// that no package under from may depend on, directly or not.
	forbid []string
	// onlyStd: every dependency must be in the standard library or at or
	// under one of allowDeps.
	onlyStd   bool
	allowDeps []string
	// exact: the rule is about the package from alone and its direct
	// imports: of the module's packages only those in imports, outside
	// the standard library and the module only those under third.
	exact   bool
	imports []string
	third   []string
}

// breaksExact says whether p importing imp directly breaks an exact rule.
func (r layerRule) breaksExact(imp string, pkgs map[string]*pkg) bool {
	if d, ok := pkgs[imp]; ok && d.Standard {
		return false
	}
	if under(imp, "twilight") {
		return !slices.Contains(r.imports, imp)
	}
	return !slices.ContainsFunc(r.third, func(m string) bool { return under(imp, m) })
}

// breaks says whether depending on dep breaks the rule.
func (r layerRule) breaks(dep string, pkgs map[string]*pkg) bool {
	for _, f := range r.forbid {
		if under(dep, f) {
			return true
		}
	}
	if r.onlyStd {
		d, ok := pkgs[dep]
		std := ok && d.Standard
		allowed := slices.ContainsFunc(r.allowDeps, func(a string) bool { return under(dep, a) })
		return !std && !allowed
	}
	return false
}

// pkg is the part of `go list -json` output the rules need.
type pkg struct {
	ImportPath string
	Name       string
	Standard   bool
	Imports    []string
	Deps       []string
	Error      *struct{ Err string }
}

func under(path, root string) bool {
	return path == root || strings.HasPrefix(path, root+"/")
}

// violations checks pkgs (keyed by import path, with transitive Deps) and
// returns one line per broken rule and package, naming the import chain.
func violations(rules []layerRule, pkgs map[string]*pkg) []string {
	var out []string
	paths := make([]string, 0, len(pkgs))
	for p := range pkgs {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	for _, r := range rules {
		if r.exact {
			if p, ok := pkgs[r.from]; ok {
				for _, imp := range p.Imports {
					if r.breaksExact(imp, pkgs) {
						out = append(out, fmt.Sprintf("%s: %s imports %s", r.name, r.from, imp))
					}
				}
			}
			continue
		}
		for _, p := range paths {
			if !under(p, r.from) {
				continue
			}
			bad := map[string]bool{}
			for _, dep := range pkgs[p].Deps {
				if r.breaks(dep, pkgs) {
					bad[dep] = true
				}
			}
			for _, dep := range pkgs[p].Deps {
				if !bad[dep] {
					continue
				}
				c := chain(pkgs, p, dep)
				if bad[c[len(c)-1]] {
					continue // reached through another bad dependency: report that one
				}
				out = append(out, fmt.Sprintf("%s: %s imports %s", r.name, strings.Join(c, " → "), dep))
			}
		}
	}
	return out
}

// chain finds an import path from p to dep (p first, dep excluded).
func chain(pkgs map[string]*pkg, p, dep string) []string {
	prev := map[string]string{p: ""}
	queue := []string{p}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		c, ok := pkgs[cur]
		if !ok {
			continue
		}
		for _, imp := range c.Imports {
			if _, seen := prev[imp]; seen {
				continue
			}
			prev[imp] = cur
			if imp == dep {
				var path []string
				for at := cur; at != ""; at = prev[at] {
					path = append([]string{at}, path...)
				}
				return path
			}
			queue = append(queue, imp)
		}
	}
	return []string{p}
}

// goList runs `go list -deps -json` on the module (plus any extra go
// flags) and returns every package it reports.
func goList(t *testing.T, extra ...string) map[string]*pkg {
	t.Helper()
	args := append([]string{"list", "-deps", "-json", "-e"}, extra...)
	args = append(args, "./...")
	cmd := exec.Command("go", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	pkgs := map[string]*pkg{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("decoding go list output: %v", err)
		}
		pkgs[p.ImportPath] = &p
	}
	return pkgs
}

func TestLayering(t *testing.T) {
	pkgs := goList(t)
	for _, p := range pkgs {
		if p.Error != nil && under(p.ImportPath, "twilight") {
			t.Errorf("go list: %s: %s", p.ImportPath, p.Error.Err)
		}
	}
	for _, want := range []string{"twilight", "twilight/scenes", "twilight/render", "twilight/input", "twilight/assets",
		"twilight/cmd/twilight-tools", "twilight/commands", "twilight/cmdline", "twilight/rules/userfile", "twilight/present"} {
		if pkgs[want] == nil {
			t.Errorf("go list did not report %s; the test would check nothing", want)
		}
	}
	if pkgs["twilight/render"] != nil && !slices.ContainsFunc(pkgs["twilight/render"].Deps, func(d string) bool {
		return under(d, "github.com/hajimehoshi/ebiten/v2")
	}) {
		t.Error("go list reports no Ebitengine under render; dependency data looks wrong")
	}
	for _, v := range violations(allRules(), pkgs) {
		t.Error(v)
	}
	for _, p := range pkgs {
		if under(p.ImportPath, "twilight") && !slices.ContainsFunc(allowed, func(r layerRule) bool { return r.from == p.ImportPath }) {
			t.Errorf("%s has no exact allow-list in layering_test.go: add one", p.ImportPath)
		}
	}
}

// allRules are the layering rules and the exact allow-lists.
func allRules() []layerRule { return append(slices.Clip(layering), allowed...) }

// TestLayeringCatchesViolations proves the check bites: it overlays (in
// memory, nothing touches the tree) files that break each rule and expects
// go list's answer to be flagged.
func TestLayeringCatchesViolations(t *testing.T) {
	tests := []struct {
		name    string
		dir     string // package directory to add a file to
		imports string
		want    string
	}{
		{"rules imports ebiten", "rules", `_ "github.com/hajimehoshi/ebiten/v2"`, "twilight/rules imports github.com/hajimehoshi/ebiten/v2"},
		{"rules imports render", "rules", `_ "twilight/render"`, "twilight/rules imports twilight/render"},
		{"rules imports x/image", "rules", `_ "golang.org/x/image/math/fixed"`, "twilight/rules imports golang.org/x/image/math/fixed"},
		{"rules/ai imports assets", "rules/ai", `_ "twilight/assets"`, "twilight/rules/ai imports twilight/assets"},
		{"rules/ai imports a third party", "rules/ai", `_ "golang.org/x/text/language"`, "twilight/rules/ai imports golang.org/x/text/language"},
		{"render imports scenes", "render", `_ "twilight/scenes"`, "twilight/render imports twilight/scenes"},
		{"input imports scenes", "input", `_ "twilight/scenes"`, "twilight/input imports twilight/scenes"},
		{"twilight-tools imports the window code", "cmd/twilight-tools", `_ "twilight/render"`, "twilight/cmd/twilight-tools imports twilight/render"},
		{"commands imports ebiten", "commands", `_ "github.com/hajimehoshi/ebiten/v2"`, "twilight/commands imports github.com/hajimehoshi/ebiten/v2"},
		{"simulate imports scenes", "simulate", `_ "twilight/scenes"`, "twilight/simulate imports twilight/scenes"},
		{"cmdline imports a twilight package", "cmdline", `_ "twilight/rules"`, "twilight/cmdline imports twilight/rules"},
		{"userfile imports a third party", "rules/userfile", `_ "golang.org/x/text/language"`, "twilight/rules/userfile imports golang.org/x/text/language"},
		{"cardset imports cmdline", "rules/cardset", `_ "twilight/cmdline"`, "twilight/rules/cardset imports twilight/cmdline"},
		{"present imports ebiten", "present", `_ "github.com/hajimehoshi/ebiten/v2"`, "twilight/present imports github.com/hajimehoshi/ebiten/v2"},
		{"present imports the AI", "present", `_ "twilight/rules/ai"`, "exact imports of twilight/present: twilight/present imports twilight/rules/ai"},
		{"session imports scenario", "session", `_ "twilight/rules/scenario"`, "exact imports of twilight/session: twilight/session imports twilight/rules/scenario"},
		{"the AI imports cardset", "rules/ai", `_ "twilight/rules/cardset"`, "exact imports of twilight/rules/ai: twilight/rules/ai imports twilight/rules/cardset"},
		{"menu imports the table", "scenes/menu", `_ "twilight/scenes/table"`, "screens never import each other: twilight/scenes/menu imports twilight/scenes/table"},
		{"table imports collection", "scenes/table", `_ "twilight/scenes/collection"`, "screens never import each other: twilight/scenes/table imports twilight/scenes/collection"},
		{"collection imports menu", "scenes/collection", `_ "twilight/scenes/menu"`, "screens never import each other: twilight/scenes/collection imports twilight/scenes/menu"},
		{"widget imports a screen", "scenes/widget", `_ "twilight/scenes/menu"`, "widgets import no screen: twilight/scenes/widget imports twilight/scenes/menu"},
		{"folder imports ebiten", "scenes/folder", `_ "github.com/hajimehoshi/ebiten/v2"`, "the user folder draws nothing: no Ebitengine, render or input: twilight/scenes/folder imports github.com/hajimehoshi/ebiten/v2"},
		{"folder imports render", "scenes/folder", `_ "twilight/render"`, "twilight/scenes/folder imports twilight/render"},
	}
	// One go list sees every probe at once, each in a file of its own in
	// its package (23 runs of go list took 23 s of the suite).
	module := goList(t)
	dir := t.TempDir()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	replace := map[string]string{}
	for i, tt := range tests {
		name := filepath.Base(tt.dir)
		if existing := module["twilight/"+tt.dir]; existing != nil && existing.Name != "" {
			name = existing.Name // the real package name, should it differ from the dir
		}
		src := filepath.Join(dir, fmt.Sprintf("probe%d.go", i))
		body := fmt.Sprintf("package %s\n\nimport %s\n", name, tt.imports)
		if err := os.WriteFile(src, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		replace[filepath.Join(wd, tt.dir, fmt.Sprintf("zz_layering_probe%d.go", i))] = src
	}
	overlay, _ := json.Marshal(map[string]map[string]string{"Replace": replace})
	ov := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(ov, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	got := violations(allRules(), goList(t, "-overlay", ov))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !slices.ContainsFunc(got, func(v string) bool { return strings.Contains(v, tt.want) }) {
				t.Errorf("no violation containing %q; got:\n%s", tt.want, strings.Join(got, "\n"))
			}
		})
	}
}

func TestViolationsTable(t *testing.T) {
	std := func(p string) *pkg { return &pkg{ImportPath: p, Standard: true} }
	mk := func(p string, imports ...string) *pkg { return &pkg{ImportPath: p, Imports: imports} }
	tests := []struct {
		name string
		pkgs []*pkg
		deps map[string][]string
		want []string
	}{
		{
			name: "clean tree",
			pkgs: []*pkg{mk("twilight/rules", "strings"), mk("twilight/rules/ai", "twilight/rules", "sort"), std("strings"), std("sort"), mk("twilight/render"), mk("twilight/scenes", "twilight/render")},
			deps: map[string][]string{"twilight/rules": {"strings"}, "twilight/rules/ai": {"sort", "strings", "twilight/rules"}, "twilight/scenes": {"twilight/render"}},
		},
		{
			name: "indirect ebiten through a helper package",
			pkgs: []*pkg{mk("twilight/rules/fx", "twilight/rules/helper"), mk("twilight/rules/helper", "github.com/hajimehoshi/ebiten/v2"), mk("github.com/hajimehoshi/ebiten/v2")},
			deps: map[string][]string{"twilight/rules/fx": {"github.com/hajimehoshi/ebiten/v2", "twilight/rules/helper"}, "twilight/rules/helper": {"github.com/hajimehoshi/ebiten/v2"}},
			want: []string{
				"the rules engine is pure: the standard library and twilight/rules/... only: twilight/rules/fx → twilight/rules/helper imports github.com/hajimehoshi/ebiten/v2",
				"the rules engine is pure: the standard library and twilight/rules/... only: twilight/rules/helper imports github.com/hajimehoshi/ebiten/v2",
			},
		},
		{
			name: "a similarly named package is not under the forbidden one",
			pkgs: []*pkg{mk("twilight/render", "twilight/scenesque"), mk("twilight/scenesque")},
			deps: map[string][]string{"twilight/render": {"twilight/scenesque"}},
		},
		{
			name: "a similarly named package is not under the allowed one",
			pkgs: []*pkg{mk("twilight/rules", "twilight/rulesx"), mk("twilight/rulesx")},
			deps: map[string][]string{"twilight/rules": {"twilight/rulesx"}},
			want: []string{"the rules engine is pure: the standard library and twilight/rules/... only: twilight/rules imports twilight/rulesx"},
		},
		{
			name: "ai with a third-party dependency",
			pkgs: []*pkg{mk("twilight/rules/ai", "example.com/x"), mk("example.com/x")},
			deps: map[string][]string{"twilight/rules/ai": {"example.com/x"}},
			want: []string{
				"the rules engine is pure: the standard library and twilight/rules/... only: twilight/rules/ai imports example.com/x",
			},
		},
		{
			name: "render importing scenes",
			pkgs: []*pkg{mk("twilight/render", "twilight/scenes"), mk("twilight/scenes")},
			deps: map[string][]string{"twilight/render": {"twilight/scenes"}},
			want: []string{"render does not import scenes: twilight/render imports twilight/scenes"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkgs := map[string]*pkg{}
			for _, p := range tt.pkgs {
				p.Deps = tt.deps[p.ImportPath]
				pkgs[p.ImportPath] = p
			}
			got := violations(layering, pkgs)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(tt.want, "\n  "))
			}
		})
	}
}

// TestExactAllowLists: the allow-lists name packages, not folders — a
// package allowed twilight/rules is not thereby allowed twilight/rules/ai
// — and an outside module must be listed too.
func TestExactAllowLists(t *testing.T) {
	std := func(p string) *pkg { return &pkg{ImportPath: p, Standard: true} }
	mk := func(p string, imports ...string) *pkg { return &pkg{ImportPath: p, Imports: imports} }
	tests := []struct {
		name string
		pkgs []*pkg
		want []string
	}{
		{"allowed", []*pkg{mk("twilight/present", "twilight/rules", "sort"), mk("twilight/rules"), std("sort")}, nil},
		{"a package under an allowed one", []*pkg{mk("twilight/present", "twilight/rules", "twilight/rules/ai"), mk("twilight/rules"), mk("twilight/rules/ai")},
			[]string{"exact imports of twilight/present: twilight/present imports twilight/rules/ai"}},
		{"an outside module", []*pkg{mk("twilight/scenes/widget", "github.com/hajimehoshi/ebiten/v2", "golang.org/x/image/font"), mk("github.com/hajimehoshi/ebiten/v2"), mk("golang.org/x/image/font")},
			[]string{"exact imports of twilight/scenes/widget: twilight/scenes/widget imports golang.org/x/image/font"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pkgs := map[string]*pkg{}
			for _, p := range tt.pkgs {
				pkgs[p.ImportPath] = p
			}
			got := violations(allowed, pkgs)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(tt.want, "\n  "))
			}
		})
	}
}
