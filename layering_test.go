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
		name:      "the AI imports only the standard library and the rules engine",
		from:      "twilight/rules/ai",
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
	for _, v := range violations(layering, pkgs) {
		t.Error(v)
	}
}

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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			name := filepath.Base(tt.dir)
			if existing := goList(t)["twilight/"+tt.dir]; existing != nil {
				// Use the real package name in case it differs from the dir.
				if n := packageName(t, tt.dir); n != "" {
					name = n
				}
			}
			dir := t.TempDir()
			src := filepath.Join(dir, "probe.go")
			body := fmt.Sprintf("package %s\n\nimport %s\n", name, tt.imports)
			if err := os.WriteFile(src, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
			wd, err := os.Getwd()
			if err != nil {
				t.Fatal(err)
			}
			overlay, _ := json.Marshal(map[string]map[string]string{
				"Replace": {filepath.Join(wd, tt.dir, "zz_layering_probe.go"): src},
			})
			ov := filepath.Join(dir, "overlay.json")
			if err := os.WriteFile(ov, overlay, 0o644); err != nil {
				t.Fatal(err)
			}
			got := violations(layering, goList(t, "-overlay", ov))
			if !slices.ContainsFunc(got, func(v string) bool { return strings.Contains(v, tt.want) }) {
				t.Errorf("no violation containing %q; got:\n%s", tt.want, strings.Join(got, "\n"))
			}
		})
	}
}

func packageName(t *testing.T, dir string) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", "{{.Name}}", "./"+dir).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
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
				"the AI imports only the standard library and the rules engine: twilight/rules/ai imports example.com/x",
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
