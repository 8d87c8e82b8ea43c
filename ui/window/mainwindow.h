#pragma once

#include "chess/position.h"

#include <QMainWindow>

#include <functional>
#include <optional>
#include <string>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSplitter;
class QStackedWidget;

namespace kibitz::ui {

class AnalysisFeature;
struct AnalysisSettings;
class BoardColumn;
class BoardView;
class GameDocument;
class GameHeader;
class HelpDialog;
class MoveTextView;
class TagsDialog;
class SetupDialog;
class MoveTreePanel;
class OpeningLabel;
class ReadErrorsDialog;
class SettingsController;

// The desktop program's window: the board and the move tree of the current game side by side,
// over a GameDocument (the open PGN file). The board follows the document's current move and
// proposes the moves the user makes, which the document plays (adding variations as needed).
//
// File: New, Open, Save, Save As, recent files, Quit. Edit: copy the position as FEN or the game as
// PGN, paste PGN or FEN. View: flip the board, the moves as a book's text (the default) or as a
// table (Moves as a Table, kept in QSettings). Go: step through the game (arrow keys, Home, End;
// Up and Down choose among the alternatives to the current move). Unsaved edits are never lost
// without asking.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    // With the analysis's look-ahead settings (tests use small node budgets).
    explicit MainWindow(const AnalysisSettings& analysis, QWidget* parent = nullptr);

    // The position at the current move.
    const chess::Position& position() const;
    BoardView* boardView() const { return board_; }
    // The board with the players' names, ratings and clocks above and below it.
    BoardColumn* boardColumn() const { return boardColumn_; }
    // The line over the board and the moves: event, site, round, date, result.
    GameHeader* gameHeader() const { return gameHeader_; }
    GameDocument* document() const { return document_; }
    // The moves as a table, and as text: one of them is shown (View → Moves as a Table).
    MoveTreePanel* moveTreePanel() const { return moveTree_; }
    MoveTextView* moveTextView() const { return moveText_; }
    // Over the board and the moves while the current game could not be read to its end; hidden
    // otherwise.
    QLabel* incompleteGameBanner() const { return incompleteBanner_; }
    // View → Read Errors… opens it (created then).
    ReadErrorsDialog* readErrorsDialog() const { return readErrorsDialog_; }
    // Help → What the Window Shows (F1) opens it (created then).
    HelpDialog* helpDialog() const { return helpDialog_; }
    // Edit → Game Tags… (Ctrl+Shift+T, or a double click on the line above the board): the
    // dialog, modal, while it is open; null otherwise.
    TagsDialog* tagsDialog() const { return tagsDialog_; }
    void editTags();
    // Edit → Set Up Position… (Ctrl+Shift+E): the board editor, modal, while it is open; null
    // otherwise. OK asks about unsaved edits, as New Game does, then starts a new game from the
    // position set up (setPositionFromFen); Cancel changes nothing.
    SetupDialog* setupDialog() const { return setupDialog_; }
    void setUpPosition();
    // The analysis docks, the charts, the game list and the Analysis menu.
    AnalysisFeature* analysis() const { return analysis_; }

    // Starts a new game from the position described by `fen`, with its white space simplified
    // (line breaks and runs of blanks read as one space). On error the window is left unchanged
    // and the error, whose column counts in the simplified text, is returned. Does not ask about
    // unsaved edits (the Edit menu's paste does).
    std::optional<chess::FenError> setPositionFromFen(const QString& fen);
    // A new game from the start position, without asking about unsaved edits.
    void resetPosition();

    // Asks about unsaved edits, then opens the file; problems in it are shown in a message box.
    // False when the user cancelled or the file could not be read at all.
    bool openFile(const QString& path);
    // Writes the document to `path`, after asking when that would lose unread parts of games.
    bool saveFile(const QString& path);
    // Writes the current game, with its annotations, to `path` (atomically) without changing the
    // document: its file, its name and its unsaved edits stay as they are. Returns why it failed,
    // naming the file, or an empty string.
    QString exportCurrentGame(const QString& path) const;
    // When the document has unsaved edits, asks whether to save them: true when they were saved
    // or discarded, false when the user cancelled (or saving failed).
    bool maybeSave();

    // "White to move", "Checkmate: Black wins." and so on, as shown in the status bar.
    QString positionSummary() const;

    static constexpr int MaxRecentFiles = 8;

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createNavigationActions();
    void createMenus();
    void newDocument();
    void open();
    // openFile() without the question about unsaved edits, which was asked before.
    bool loadFile(const QString& path);
    // A save of `path` that was killed before it could replace the file left the copy it was
    // writing (util::AtomicFile::leftovers): asks whether to open it (under a name of its own),
    // delete it or keep it for later. True when it opened one.
    bool offerLeftoverCopies(const QString& path);
    bool save();
    bool saveAs();
    void exportGame();
    void updateRecentFilesMenu();
    void addRecentFile(const QString& path);
    void copyFen();
    void copyPgn();
    void paste();
    void pasteFen(const QString& text);
    void pastePgn(const QString& text);
    void showWarning(const QString& title, const QString& text);
    void showAbout();
    void updateBoard();
    void updateTitle();
    // The Read Errors view and the banner of an incomplete game.
    void createProblemViews();
    void showReadErrors();
    void updateIncompleteBanner();
    // Replaces the current move's comment after by `change` of it (the marks drawn on the board),
    // as one undo step named `text`.
    void editMarks(const QString& text,
                   const std::function<std::string(const std::string&)>& change);

    GameDocument* document_ = nullptr;
    BoardView* board_ = nullptr;
    BoardColumn* boardColumn_ = nullptr;
    GameHeader* gameHeader_ = nullptr;
    MoveTreePanel* moveTree_ = nullptr;
    MoveTextView* moveText_ = nullptr;
    QStackedWidget* moveViews_ = nullptr;
    QAction* movesAsTableAction_ = nullptr;
    OpeningLabel* openingLabel_ = nullptr;
    AnalysisFeature* analysis_ = nullptr;
    QSplitter* splitter_ = nullptr;
    QLabel* positionLabel_ = nullptr;
    QLabel* moveLabel_ = nullptr;
    QLabel* incompleteBanner_ = nullptr;
    QAction* readErrorsAction_ = nullptr;
    ReadErrorsDialog* readErrorsDialog_ = nullptr;

    QAction* newAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* saveAsAction_ = nullptr;
    QAction* exportAction_ = nullptr;
    SettingsController* settingsController_ = nullptr;
    QMenu* recentFilesMenu_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* copyFenAction_ = nullptr;
    QAction* copyPgnAction_ = nullptr;
    QAction* pasteAction_ = nullptr;
    QAction* flipAction_ = nullptr;
    QList<QAction*> navigationActions_;
    QMenu* viewMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* helpAction_ = nullptr;
    QAction* tagsAction_ = nullptr;
    TagsDialog* tagsDialog_ = nullptr; // while Game Tags… is open
    QAction* setUpAction_ = nullptr;
    SetupDialog* setupDialog_ = nullptr; // while Set Up Position… is open
    HelpDialog* helpDialog_ = nullptr;   // made at the first F1
    QAction* aboutAction_ = nullptr;
    QAction* aboutQtAction_ = nullptr;
};

} // namespace kibitz::ui
