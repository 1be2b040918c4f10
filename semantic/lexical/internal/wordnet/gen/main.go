// Command gen distils the WordNet database files into the compact table
// embedded by package wordnet. It reads index.{noun,verb,adj,adv},
// data.{noun,verb,adj,adv} and {noun,verb,adj,adv}.exc from -dict (Debian's
// wordnet-base installs them in /usr/share/wordnet) and writes a sorted text
// table to -out.
//
// Only single-word, lowercase ASCII lemmas are kept, and for each lemma only
// its first -synsenses senses per part of speech for synonyms, and its
// first -senses senses for the other relations (WordNet lists senses by
// frequency). The table has five kinds of line:
//
//	lemma<TAB>n[,n...]               synsets as base-36 numbers: synset index << 2 | sense rank
//	                                 (a shared index is a synonym; rank 3 means 3 or more)
//	!lemma<TAB>lemma                 a direct antonym pair (both senses within -senses)
//	+lemma<TAB>lemma                 a derivational link (both senses within -senses)
//	^lemma<TAB>lemma                 the second names a direct hypernym of the first: a noun
//	                                 or verb sense of rank 0 or 1 of each lemma, both senses
//	                                 tagged in WordNet's sense-tagged corpus (a frequent use)
//	~lemma<TAB>lemma                 an adjective of a satellite synset and a word of the head
//	                                 synset it is similar to, that head having an antonym (WordNet's
//	                                 indirect antonyms: "overcast" is like "cloudy", the opposite of
//	                                 "clear"); a sense of rank 0 or 1 of the satellite word
//	=form<TAB>lemma                  an irregular inflection from the exception lists
//
// A synset id is only written when at least two kept lemmas share it.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

var poses = []struct{ file, tag string }{{"noun", "n"}, {"verb", "v"}, {"adj", "a"}, {"adv", "r"}}

type sense struct {
	syn  string // pos tag + offset
	rank int
}

func main() {
	dict := flag.String("dict", "/usr/share/wordnet", "directory of the WordNet database files")
	out := flag.String("out", "table.txt", "output file")
	maxSenses := flag.Int("senses", 3, "senses kept per lemma and part of speech for antonyms and derivations")
	synSenses := flag.Int("synsenses", 4, "senses kept per lemma and part of speech for synonyms")
	flag.Parse()
	if err := run(*dict, *out, *maxSenses, *synSenses); err != nil {
		fmt.Fprintln(os.Stderr, "wordnet gen:", err)
		os.Exit(1)
	}
}

func plain(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

func run(dict, out string, maxSenses, synSenses int) error {
	senses, rankOf, err := readIndex(dict, max(maxSenses, synSenses))
	if err != nil {
		return err
	}
	rankOf = keepRanks(rankOf, maxSenses)
	senses = keepSenses(senses, synSenses)
	members := map[string][]string{} // synset → kept lemmas
	for w, ss := range senses {
		for _, s := range ss {
			members[s.syn] = append(members[s.syn], w)
		}
	}
	ptrs, err := readData(dict)
	if err != nil {
		return err
	}
	ants, ders := relations(ptrs, rankOf, members)
	lines := senseLines(senses, members)
	for _, p := range hypernyms(ptrs, rankOf) {
		lines = append(lines, "^"+p[0]+"\t"+p[1])
	}
	for _, p := range satellites(ptrs, rankOf) {
		lines = append(lines, "~"+p[0]+"\t"+p[1])
	}
	for _, p := range dedupe(ants) {
		lines = append(lines, "!"+p[0]+"\t"+p[1])
	}
	for _, p := range dedupe(ders) {
		lines = append(lines, "+"+p[0]+"\t"+p[1])
	}
	for _, p := range poses {
		err := eachLine(filepath.Join(dict, p.file+".exc"), func(f []string) {
			if len(f) >= 2 && plain(f[0]) && plain(f[1]) && senses[f[1]] != nil {
				lines = append(lines, "="+f[0]+"\t"+f[1])
			}
		})
		if err != nil {
			return err
		}
	}
	sort.Strings(lines)
	return writeTable(out, compactSorted(lines))
}

// readIndex reads the index files: each kept lemma's first maxSenses senses
// per part of speech, and the rank of each of its synsets.
func readIndex(dict string, maxSenses int) (senses map[string][]sense, rankOf map[string]map[string]int, err error) {
	senses = map[string][]sense{}        // lemma → kept senses
	rankOf = map[string]map[string]int{} // lemma → synset → rank
	for _, p := range poses {
		err := eachLine(filepath.Join(dict, "index."+p.file), func(f []string) {
			if len(f) < 6 || !plain(f[0]) {
				return
			}
			pcnt, _ := strconv.Atoi(f[3])
			offs := f[4+pcnt+2:]
			for r, off := range offs {
				if r >= maxSenses {
					break
				}
				id := p.tag + off
				senses[f[0]] = append(senses[f[0]], sense{id, r})
				if r < tagCount(f, pcnt) {
					tagged[f[0]+" "+id] = true
				}
				if rankOf[f[0]] == nil {
					rankOf[f[0]] = map[string]int{}
				}
				rankOf[f[0]][id] = r
			}
		})
		if err != nil {
			return nil, nil, err
		}
	}
	return senses, rankOf, nil
}

// ptr is an antonym (!) or derivation (+) pointer of the data files, from
// word src of synset from to word dst of synset to (0: the whole synset).
type ptr struct {
	sym, from, to string
	src, dst      int
}

// readData reads the data files: every synset's words (into synsetWords)
// and its antonym and derivation pointers.
func readData(dict string) ([]ptr, error) {
	var ptrs []ptr
	for _, p := range poses {
		err := eachLine(filepath.Join(dict, "data."+p.file), func(f []string) {
			if len(f) < 4 {
				return
			}
			id := posTag(f[2]) + f[0]
			if f[2] == "s" {
				satellite[id] = true
			}
			n, err := strconv.ParseInt(f[3], 16, 32)
			if err != nil {
				return
			}
			var words []string
			for k := 0; k < int(n); k++ {
				w := strings.ToLower(f[4+2*k])
				if i := strings.IndexByte(w, '('); i > 0 {
					w = w[:i]
				}
				words = append(words, w)
			}
			synsetWords[id] = words
			at := 4 + 2*int(n)
			pcnt, _ := strconv.Atoi(f[at])
			for k := 0; k < pcnt; k++ {
				q := f[at+1+4*k : at+5+4*k]
				if q[0] != "!" && q[0] != "+" && q[0] != "@" && q[0] != "@i" && q[0] != "&" {
					continue
				}
				src, _ := strconv.ParseInt(q[3][:2], 16, 32)
				dst, _ := strconv.ParseInt(q[3][2:], 16, 32)
				ptrs = append(ptrs, ptr{q[0], id, posTag(q[2]) + q[1], int(src), int(dst)})
			}
		})
		if err != nil {
			return nil, err
		}
	}
	return ptrs, nil
}

// relations resolves the pointers to lemma pairs whose senses are both kept.
func relations(ptrs []ptr, rankOf map[string]map[string]int, members map[string][]string) (ants, ders [][2]string) {
	for _, q := range ptrs {
		if q.sym != "!" && q.sym != "+" {
			continue
		}
		fw := synsetWords[q.from]
		if q.src == 0 || q.src > len(fw) {
			continue
		}
		a := fw[q.src-1]
		if _, ok := rankOf[a][q.from]; !ok {
			continue
		}
		for _, b := range lemmasAt(q.to, q.dst, members) {
			if _, ok := rankOf[b][q.to]; !ok || a == b {
				continue
			}
			if q.sym == "!" {
				ants = append(ants, [2]string{a, b})
			} else {
				ders = append(ders, [2]string{a, b})
			}
		}
	}
	return ants, ders
}

// senseLines writes one lemma line per lemma with a shared synset, the
// synsets numbered densely in a stable order (sorted synset ids).
func senseLines(senses map[string][]sense, members map[string][]string) []string {
	var shared []string
	for id, ms := range members {
		if len(ms) >= 2 {
			shared = append(shared, id)
		}
	}
	sort.Strings(shared)
	dense := make(map[string]int, len(shared))
	for i, id := range shared {
		dense[id] = i
	}
	var lines []string
	for w, ss := range senses {
		var ids []string
		for _, s := range ss {
			if n, ok := dense[s.syn]; ok {
				ids = append(ids, strconv.FormatInt(int64(n<<2|min(s.rank, 3)), 36))
			}
		}
		if len(ids) > 0 {
			lines = append(lines, w+"\t"+strings.Join(ids, ","))
		}
	}
	return lines
}

// writeTable writes the header and the sorted lines to out.
func writeTable(out string, lines []string) error {
	fo, err := os.Create(out)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(fo)
	fmt.Fprintln(bw, "# distilled from WordNet 3.0 (Princeton University); see LICENSE.WordNet")
	for _, l := range lines {
		fmt.Fprintln(bw, l)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return fo.Close()
}

// lemmasAt returns the lemma a lexical pointer targets (word number dst of
// synset id), or every kept member when the pointer is semantic (dst 0).
func lemmasAt(id string, dst int, members map[string][]string) []string {
	words := synsetWords[id]
	if dst > 0 && dst <= len(words) {
		return []string{words[dst-1]}
	}
	return members[id]
}

// synsetWords holds every synset's words in file order, filled before the
// pointer pass by preload.
var synsetWords = map[string][]string{}

func posTag(t string) string {
	if t == "s" {
		return "a" // adjective satellites are adjectives
	}
	return t
}

func dedupe(ps [][2]string) [][2]string {
	seen := map[[2]string]bool{}
	var out [][2]string
	for _, p := range ps {
		if p[0] > p[1] {
			p[0], p[1] = p[1], p[0]
		}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

func compactSorted(ls []string) []string {
	out := ls[:0]
	for i, l := range ls {
		if i == 0 || l != ls[i-1] {
			out = append(out, l)
		}
	}
	return out
}

func eachLine(path string, fn func([]string)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") {
			continue // licence header
		}
		if i := strings.Index(line, " | "); i >= 0 {
			line = line[:i]
		}
		fn(strings.Fields(line))
	}
	return sc.Err()
}

// tagged holds "lemma synset" for the senses WordNet's sense-tagged
// corpus counts (the first tagsense_cnt senses of an index line).
var tagged = map[string]bool{}

// tagCount is the tagsense_cnt field of an index line with pcnt pointer
// symbols.
func tagCount(f []string, pcnt int) int {
	n, _ := strconv.Atoi(f[4+pcnt+1])
	return n
}

// keepRanks keeps the senses of rank below n.
func keepRanks(rankOf map[string]map[string]int, n int) map[string]map[string]int {
	out := make(map[string]map[string]int, len(rankOf))
	for w, m := range rankOf {
		for id, r := range m {
			if r < n {
				if out[w] == nil {
					out[w] = map[string]int{}
				}
				out[w][id] = r
			}
		}
	}
	return out
}

// keepSenses keeps each lemma's senses of rank below n.
func keepSenses(senses map[string][]sense, n int) map[string][]sense {
	out := make(map[string][]sense, len(senses))
	for w, ss := range senses {
		for _, s := range ss {
			if s.rank < n {
				out[w] = append(out[w], s)
			}
		}
	}
	return out
}

// hypernyms are the (hyponym, hypernym) lemma pairs of the direct
// hypernym pointers between noun or verb senses of rank 0 or 1 that the
// sense-tagged corpus counts, for both lemmas.
func hypernyms(ptrs []ptr, rankOf map[string]map[string]int) [][2]string {
	frequent := func(w, id string) bool {
		r, ok := rankOf[w][id]
		return ok && r <= 1 && tagged[w+" "+id]
	}
	var out [][2]string
	seen := map[[2]string]bool{}
	for _, q := range ptrs {
		if (q.sym != "@" && q.sym != "@i") || (q.from[0] != 'n' && q.from[0] != 'v') {
			continue
		}
		for _, a := range synsetWords[q.from] {
			if !frequent(a, q.from) {
				continue
			}
			for _, b := range synsetWords[q.to] {
				p := [2]string{a, b}
				if a != b && frequent(b, q.to) && !seen[p] {
					seen[p] = true
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// satellite holds the ids of adjective satellite synsets.
var satellite = map[string]bool{}

// satellites are the (satellite word, head word) pairs of the similar-to
// pointers from an adjective satellite synset to its head, for satellite
// words whose sense there has rank 0 or 1 and head words with an antonym
// pointer of their own.
func satellites(ptrs []ptr, rankOf map[string]map[string]int) [][2]string {
	opposed := map[string]bool{} // "word synset" with a direct antonym
	for _, q := range ptrs {
		if q.sym == "!" && q.src > 0 && q.src <= len(synsetWords[q.from]) {
			opposed[synsetWords[q.from][q.src-1]+" "+q.from] = true
		}
	}
	var out [][2]string
	seen := map[[2]string]bool{}
	for _, q := range ptrs {
		if q.sym != "&" || !satellite[q.from] || satellite[q.to] {
			continue
		}
		for _, a := range synsetWords[q.from] {
			if r, ok := rankOf[a][q.from]; !ok || r > 1 {
				continue
			}
			for _, h := range synsetWords[q.to] {
				p := [2]string{a, h}
				if a != h && plain(h) && opposed[h+" "+q.to] && !seen[p] {
					seen[p] = true
					out = append(out, p)
				}
			}
		}
	}
	return out
}
