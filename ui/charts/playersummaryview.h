#pragma once

// The summary per player above the charts: for White and Black the expected points lost, the move
// symbols and the rating estimate of annotate/playersummary.h, and the moves where the game turned
// as buttons that go to that position ("never" when it did not). Empty, with a short note, until
// the game is analysed; it follows every new analysis and every change of strength.

#include "annotate/playersummary.h"
#include "ui/analysis/gameanalyser.h"

#include <QWidget>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QHBoxLayout;
class QLabel;
class QPushButton;
QT_END_NAMESPACE

namespace kibitz::ui {

class PlayerSummaryView : public QWidget {
    Q_OBJECT

public:
    explicit PlayerSummaryView(QWidget* parent = nullptr);

    // The analysis to sum up, or nullptr to empty the view.
    void setAnalysis(const GameAnalysisResult* result);
    // Empty, saying that the game is being analysed and the summary comes at the end.
    void showAnalysing();

    // What it shows, for the tests: the summary (nothing before an analysis) and the turning
    // points' buttons in the order of the game.
    const std::optional<annotate::PlayerSummary>& summary() const { return summary_; }
    const std::vector<QPushButton*>& turningPointButtons() const { return buttons_; }

signals:
    // A turning point was clicked: the ply of the position after its move.
    void plyClicked(int ply);

private:
    struct SideRow {
        QLabel* loss;
        QLabel* symbols;
        QLabel* rating;
    };
    SideRow addSideRow(int row, const QString& name);
    void showSide(const SideRow& row, const annotate::SideSummary& side);
    void showTurningPoints();

    QLabel* placeholder_;
    QWidget* table_;
    SideRow white_;
    SideRow black_;
    QHBoxLayout* points_;
    QLabel* never_; // in place of the buttons when the game never turned
    std::vector<QPushButton*> buttons_;
    std::optional<annotate::PlayerSummary> summary_;
};

} // namespace kibitz::ui
