package observe

import (
	"strings"
	"testing"
)

// A data grid built of ARIA roles the way virtualised grids render one:
// the header row and the body rows in row groups of their own, each row's
// cells inside presentation wrappers (pinned and scrolling cell
// containers), every cell carrying aria-colindex, and a selection column
// whose header cell shows no text. A cell is read under its column's
// header, found by its aria-colindex, also through the wrappers.
const ariaGridPage = `<h1>Invoices</h1>
<div role=grid aria-colcount=4>
 <div role=rowgroup>
  <div role=row aria-rowindex=1><div role=presentation><div role=presentation>
   <div role=columnheader aria-colindex=1><input type=checkbox aria-label="Select all"></div>
   <div role=columnheader aria-colindex=2>Invoice</div>
   <div role=columnheader aria-colindex=3>Customer</div>
   <div role=columnheader aria-colindex=4>Status</div>
  </div></div></div>
 </div>
 <div role=rowgroup>
  <div role=row aria-rowindex=2><div role=presentation>
   <div role=gridcell aria-colindex=2>INV-1047</div>
   <div role=gridcell aria-colindex=3>Tidewater Marine</div>
   <div role=gridcell aria-colindex=4>Draft</div>
  </div></div>
  <div role=row aria-rowindex=3><div role=presentation>
   <div role=gridcell aria-colindex=4>Paid</div>
   <div role=gridcell aria-colindex=3>Marlow Books</div>
   <div role=gridcell aria-colindex=2>INV-1050</div>
  </div></div>
 </div>
</div>`

func TestARIAGridCellsTakeTheirColumnHeaderThroughWrappers(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(ariaGridPage))
	s := observe(t, page)
	for text, want := range map[string]string{
		"Tidewater Marine": "Customer",
		"Draft":            "Status",
		"INV-1047":         "Invoice",
		"Marlow Books":     "Customer", // cells out of DOM order: aria-colindex decides
		"Paid":             "Status",
		"INV-1050":         "Invoice",
	} {
		if got := source(t, s, text).Context; got != want {
			t.Errorf("%q: context %q, want %q", text, got, want)
		}
	}
}

// A table whose rows are identified only by the values of their form
// controls (a generated form's array of objects: a select and a text
// input per row, and per-row Delete buttons): the row text holds the
// selects' choices, so each Delete button carries its row's identity; a
// text field's value (it changes as it is typed), a checkbox's checked
// state and a password stay out.
const valueRowsPage = `<h1>Pets</h1>
<table><thead><tr><th>type</th><th>name</th><th>pin</th><th>fixed</th><th></th></tr></thead><tbody>
 <tr><td><select aria-label=type><option>cat</option><option selected>dog</option></select></td>
  <td><input aria-label=name value=Spot></td><td><input type=password aria-label=pin value=s3cret></td>
  <td><input type=checkbox aria-label=fixed checked></td><td><button>Delete</button></td></tr>
 <tr><td><select aria-label=type><option selected>cat</option><option>dog</option></select></td>
  <td><input aria-label=name value=Whiskers></td><td><input type=password aria-label=pin value=m30w></td>
  <td><input type=checkbox aria-label=fixed></td><td><button>Delete</button></td></tr>
</tbody></table>`

func TestRowTextHoldsTheRowsSelectChoices(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(valueRowsPage))
	s := observe(t, page)
	dels := byName(s, "Delete")
	if len(dels) != 2 {
		t.Fatalf("Delete buttons: %d, want 2; all: %s", len(dels), dumpTargets(s))
	}
	for i, want := range []string{"dog", "cat"} {
		row := dels[i].Row
		if !strings.Contains(row, want) {
			t.Errorf("Delete button %d: row %q, want it to hold %q", i, row, want)
		}
		for _, never := range []string{"checked", "s3cret", "m30w", "Spot", "Whiskers"} {
			if strings.Contains(row, never) {
				t.Errorf("Delete button %d: row %q holds %q", i, row, never)
			}
		}
	}
}

// A table whose cells share one class (a generated form's "compact"
// cells): a cell is no card, so a row's control carries the whole row.
const classedCellsPage = `<h1>Pets</h1>
<table><tbody>
 <tr><td class=compact><div><select aria-label=type><option selected>dog</option></select></div></td>
  <td class=compact><div><select aria-label=fixed><option selected>yes</option></select></div></td><td><div><button>Delete</button></div></td></tr>
 <tr><td class=compact><div><select aria-label=type><option selected>cat</option></select></div></td>
  <td class=compact><div><select aria-label=fixed><option selected>no</option></select></div></td><td><div><button>Delete</button></div></td></tr>
</tbody></table>`

func TestCellsSharingAClassAreNoCards(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(classedCellsPage))
	s := observe(t, page)
	rows := map[string]bool{}
	for _, x := range s.Targets {
		if x.Role == "combobox" {
			rows[x.Row] = true
		}
	}
	if len(rows) != 2 || !rows["dog yes"] || !rows["cat no"] {
		t.Errorf("the selects' rows are %v, want each its table row's (\"dog yes\", \"cat no\"); all: %s", rows, dumpTargets(s))
	}
}

// A pager laid out as flex items: the row summary and the page summary
// (which holds the page number's input) are two units, the input's value
// its own.
const pagerPage = `<h1>Invoices</h1>
<div style="display:flex;gap:16px"><span><span>1</span> <span>to</span> <span>10</span> <span>of</span> <span>12</span></span><span style="display:flex;gap:4px"><span>Page</span> <input aria-label="Page number" value=1 size=2> <span>of</span> <span>2</span></span></div>`

func TestPagerFlexItemsSplitAroundAnInput(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(pagerPage))
	s := observe(t, page)
	source(t, s, "1 to 10 of 12")
}

// A field's help text that the field names with aria-describedby is read
// under the field's name; a hidden alternative rendering the same ids
// (a form generator's other schema) is not the field meant.
const describedPage = `<h1>Person</h1>
<div style="display:none"><label for=n>nickname</label><input id=n aria-describedby=n-d><p id=n-d>Hidden help</p></div>
<div><label for=n>name</label><input id=n aria-describedby=n-d value="John Smith"><p id=n-d>First and Last name</p></div>`

func TestHelpTextTakesTheDescribedFieldsName(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(describedPage))
	s := observe(t, page)
	if got := source(t, s, "First and Last name").Context; got != "name" {
		t.Errorf("help text: context %q, want %q", got, "name")
	}
}

// A row that shows text keeps it as its identity while its field holds
// another value (a todo being edited).
const editedRowPage = `<ul><li><label>Feed cat</label><input aria-label=edit value="Feed the cat"><button>Delete</button></li></ul>`

func TestRowWithTextIgnoresItsFieldsValues(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(editedRowPage))
	s := observe(t, page)
	if got := one(t, s, "Delete").Row; got != "Feed cat" {
		t.Errorf("row %q, want %q", got, "Feed cat")
	}
}
