package lexical

// Landmarks that weigh less. Navigation, banner and footer landmarks hold
// a site's chrome (menus, the logo, legal lines): their text is weaker
// evidence than the page's own content unless the description names them.
// A complementary landmark (an <aside>) is different: on an application
// page it holds a panel of the page's own content (a selected booking's
// details, a seats card, a repository's About box), so its text weighs as
// the content's does; a description that names another landmark still
// sets it aside (adjust).

// chromeLandmark reports whether text in landmark lm is a site's chrome.
func chromeLandmark(lm string) bool {
	return lm != "" && lm != "complementary"
}
