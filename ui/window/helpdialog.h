#pragma once

// Help → What the Window Shows (F1): one page that explains, each with a picture of the window,
// the evaluation bar and chart, every figure of the analysis panel in a player's words with its
// technical name, the table of moves, the charts and the symbols. The page and its pictures are
// compiled in (resources/help), so it needs no network and no browser.

#include <QDialog>

class QTextBrowser;

namespace kibitz::ui {

class HelpDialog : public QDialog {
    Q_OBJECT

public:
    explicit HelpDialog(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return browser_; }
    // Scrolls to a section: "bar", "panel", "moves", "charts" or "symbols".
    void showSection(const QString& anchor);

private:
    QTextBrowser* browser_;
};

} // namespace kibitz::ui
