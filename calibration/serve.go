package calibration

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
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
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return "", fmt.Errorf("calibration: serve %s on loopback: %w", f.Root, err)
		}
		fs = &folderServer{
			srv:  &http.Server{Handler: noCache(http.FileServer(http.Dir(f.Root))), ReadHeaderTimeout: 5 * time.Second},
			base: "http://" + ln.Addr().String(),
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
	}
	s.byID = nil
}

// noCache keeps the browser from reusing a page across runs in one
// process (fixture pages may be edited between runs).
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		h.ServeHTTP(w, r)
	})
}
