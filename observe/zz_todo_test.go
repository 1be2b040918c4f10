package observe

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestZZTodo(t *testing.T) {
	srv := httptest.NewServer(http.FileServer(http.Dir("/tmp/npmprobe/package/examples")))
	defer srv.Close()
	for _, app := range []string{"vanillajs", "jquery", "backbone", "angularjs"} {
		page := newPage(t)
		gotoURL(t, page, srv.URL+"/"+app+"/index.html")
		inp := page.Locator(".new-todo, #new-todo").First()
		for _, s := range []string{"Buy milk", "Walk dog", "Pay rent"} {
			if err := inp.Fill(s); err != nil {
				t.Fatal(app, err)
			}
			inp.Press("Enter")
		}
		page.Locator(".todo-list li .toggle, #todo-list li .toggle").Nth(1).Check()
		page.Locator(".todo-list li, #todo-list li").First().Hover()
		s := observe(t, page)
		fmt.Println("=====", app)
		for _, x := range s.Targets {
			fmt.Printf("  T %s %q row=%q scope=%q value=%q\n", x.Role, x.Name, x.Row, x.Scope, x.Value)
		}
		for _, u := range s.Sources {
			fmt.Printf("  S %s %q ctx=%q row=%q lm=%q\n", u.Role, u.Text, u.Context, u.Row, u.Landmark)
		}
	}
}
