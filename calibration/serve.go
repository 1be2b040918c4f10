package calibration

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
	"sync"
	"time"
)

// servers serves fixture folders over loopback HTTP: one server per
// distinct folder, started on first use and closed by close.
type servers struct {
	mu   sync.Mutex
	byID map[string]*folderServer
}

type folderServer struct {
	srv  *http.Server
	base string // http://127.0.0.1:port
	root *os.Root
}

// pageURL returns the URL a fixture is opened at: its url:, or its page:
// served from its folder.
func (s *servers) pageURL(f *Fixture) (string, error) {
	if f.URL != "" {
		return f.URL, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.byID == nil {
		s.byID = map[string]*folderServer{}
	}
	fs, ok := s.byID[f.Root]
	if !ok {
		root, err := os.OpenRoot(f.Root)
		if err != nil {
			return "", fmt.Errorf("calibration: serve %s: %w", f.Root, err)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			root.Close()
			return "", fmt.Errorf("calibration: serve %s on loopback: %w", f.Root, err)
		}
		fs = &folderServer{
			srv:  &http.Server{Handler: noCache(regularFiles(root)), ReadHeaderTimeout: 5 * time.Second},
			base: "http://" + ln.Addr().String(),
			root: root,
		}
		go fs.srv.Serve(ln)
		s.byID[f.Root] = fs
	}
	segs := strings.Split(f.Page, "/")
	for i, seg := range segs {
		segs[i] = url.PathEscape(seg)
	}
	return fs.base + "/" + strings.Join(segs, "/"), nil
}

func (s *servers) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, fs := range s.byID {
		fs.srv.Close()
		fs.root.Close()
	}
	s.byID = nil
}

// regularFiles serves the regular files under root and nothing else: a
// path that leaves the folder, directly or through a symlink (os.Root
// refuses both), a directory (no listings) and a special file such as a
// FIFO or a device are 404. Only GET and HEAD are answered.
func regularFiles(root *os.Root) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		st, err := root.Stat(name) // follows symlinks, never out of root
		if name == "" || err != nil || !st.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		f, err := root.Open(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		if st, err = f.Stat(); err != nil || !st.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, name, st.ModTime(), f)
	})
}

// noCache keeps the browser from reusing a page across runs in one
// process (fixture pages may be edited between runs).
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		h.ServeHTTP(w, r)
	})
}
