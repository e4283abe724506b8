package cardset

import (
	"fmt"
	"sort"
	"strings"

	"twilight/rules/userfile"
)

// Problem is one thing wrong with a card or deck file, located at a line.
type Problem struct {
	File string
	Line int // 1-based; 0 when the problem concerns the whole file
	Msg  string
}

// String renders the problem as "file:line: message". Control characters
// (in a file's name, say) are escaped, never written raw.
func (p Problem) String() string {
	if p.Line > 0 {
		return userfile.Printable(fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg))
	}
	return userfile.Printable(p.File + ": " + p.Msg)
}

// Errors is a list of problems. As an error it prints one problem a line.
type Errors []Problem

// Error joins the problems, one a line.
func (e Errors) Error() string {
	lines := make([]string, len(e))
	for i, p := range e {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// orNil returns e as an error, or nil when it holds no problem.
func (e Errors) orNil() error {
	if len(e) == 0 {
		return nil
	}
	return e
}

// sortProblems orders problems by file (in the order given) and line,
// keeping the order of problems found on the same line.
func sortProblems(ps []Problem, files []string) {
	rank := map[string]int{}
	for i, f := range files {
		if _, ok := rank[f]; !ok {
			rank[f] = i
		}
	}
	sort.SliceStable(ps, func(i, j int) bool {
		ri, iok := rank[ps[i].File]
		rj, jok := rank[ps[j].File]
		if !iok {
			ri = len(files)
		}
		if !jok {
			rj = len(files)
		}
		if ri != rj {
			return ri < rj
		}
		if ps[i].File != ps[j].File {
			return ps[i].File < ps[j].File
		}
		return ps[i].Line < ps[j].Line
	})
}
