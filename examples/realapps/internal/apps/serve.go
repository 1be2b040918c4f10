package apps

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Mount serves the file or directory Path at URL (a path; a directory
// mount's URL ends with "/").
type Mount struct {
	URL  string
	Path string
}

// Rewrite replaces Old with New in the body of the file served at URL: a
// test changes one control's text this way without touching the install.
type Rewrite struct {
	URL, Old, New string
}

// Server serves an installed apps directory on loopback.
type Server struct {
	// URL is the server's base URL, http://127.0.0.1:<port>.
	URL string

	srv *http.Server
	ln  net.Listener

	mu       sync.Mutex
	rewrites map[string][]Rewrite
}

// Serve serves root's node_modules at / (node_modules/todomvc/x is
// /todomvc/x) and the mounts, on 127.0.0.1 at a free port. Close stops it.
func Serve(root string, mounts ...Mount) (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("realapps: listen on loopback: %w", err)
	}
	s := &Server{URL: "http://" + ln.Addr().String(), ln: ln, rewrites: map[string][]Rewrite{}}
	mux := http.NewServeMux()
	for _, m := range mounts {
		mux.Handle(m.URL, s.mount(m))
	}
	mux.Handle("/", s.files(http.Dir(filepath.Join(root, "node_modules"))))
	s.srv = &http.Server{Handler: noCache(mux), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.srv.Serve(ln) }()
	return s, nil
}

// mount serves one Mount: a file at its exact URL, a directory under it.
func (s *Server) mount(m Mount) http.Handler {
	if strings.HasSuffix(m.URL, "/") {
		return http.StripPrefix(m.URL, s.prefixed(m.URL, http.Dir(m.Path)))
	}
	return s.withRewrites(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, m.Path)
	}))
}

// prefixed serves dir with rewrites keyed by the full URL.
func (s *Server) prefixed(prefix string, dir http.FileSystem) http.Handler {
	fs := http.FileServer(dir)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		full := prefix + strings.TrimPrefix(r.URL.Path, "/")
		s.serveRewritten(w, r, full, fs)
	})
}

func (s *Server) files(dir http.FileSystem) http.Handler {
	fs := http.FileServer(dir)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.serveRewritten(w, r, r.URL.Path, fs)
	})
}

func (s *Server) withRewrites(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.serveRewritten(w, r, r.URL.Path, h)
	})
}

// serveRewritten serves h, applying the rewrites registered for url.
func (s *Server) serveRewritten(w http.ResponseWriter, r *http.Request, url string, h http.Handler) {
	if strings.HasSuffix(url, "/") {
		url += "index.html" // the file server serves a directory's index.html at its "/"
	}
	s.mu.Lock()
	rws := s.rewrites[url]
	s.mu.Unlock()
	if len(rws) == 0 {
		h.ServeHTTP(w, r)
		return
	}
	rec := &bufferedResponse{header: http.Header{}, code: http.StatusOK}
	r2 := r.Clone(r.Context())
	r2.Header.Del("Range")
	r2.Header.Del("If-Modified-Since")
	h.ServeHTTP(rec, r2)
	body := rec.body.String()
	for _, rw := range rws {
		body = strings.ReplaceAll(body, rw.Old, rw.New)
	}
	for k, v := range rec.header {
		if k != "Content-Length" {
			w.Header()[k] = v
		}
	}
	w.WriteHeader(rec.code)
	_, _ = w.Write([]byte(body))
}

// SetRewrites replaces the rewrites in force; nil clears them. A rewrite
// whose Old text is absent from its file changes nothing, so callers check
// that the served page changed.
func (s *Server) SetRewrites(rws []Rewrite) {
	m := map[string][]Rewrite{}
	for _, rw := range rws {
		m[rw.URL] = append(m[rw.URL], rw)
	}
	s.mu.Lock()
	s.rewrites = m
	s.mu.Unlock()
}

// Close stops the server within five seconds.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := s.srv.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// noCache keeps the browser from reusing a response across rewrites.
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		h.ServeHTTP(w, r)
	})
}

type bufferedResponse struct {
	header http.Header
	code   int
	body   strings.Builder
}

func (b *bufferedResponse) Header() http.Header         { return b.header }
func (b *bufferedResponse) WriteHeader(code int)        { b.code = code }
func (b *bufferedResponse) Write(p []byte) (int, error) { return b.body.Write(p) }
