#pragma once

// The settings dialog of the desktop program: three tabs, Analysis (the budget of the look-ahead,
// the model of the players, the value search, the threads), Annotation (the default strength, the
// thresholds of the symbols, what is written) and Appearance (the language, the piece set), then
// Restore defaults, OK and Cancel.
//
// The ranges are kibitz-cli annotate's. Thresholds out of order (small <= large <= decisive,
// tension low <= high) are named under the fields and OK stays disabled until they are fixed;
// the dialog never hands back settings that AppSettings::load would refuse.

#include "ui/settings/appsettings.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QWidget;
QT_END_NAMESPACE

namespace kibitz::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const AppSettings& current, QWidget* parent = nullptr);

    // What the fields show now (the caller keeps its settings when the dialog is cancelled).
    AppSettings settings() const;
    void setSettings(const AppSettings& settings);

    // The piece sets under ":/pieces/", sorted; "classic" when there are none to be found.
    static QStringList pieceThemes();

    // For tests and screenshots.
    QTabWidget* tabs() const { return tabs_; }
    QPushButton* okButton() const;
    QPushButton* cancelButton() const;
    QPushButton* restoreDefaultsButton() const;
    QLabel* problemLabel() const { return problem_; }
    QComboBox* moveModelBox() const { return moveModel_; }
    QComboBox* leafModelBox() const { return leafModel_; }

private:
    QWidget* makeAnalysisTab();
    QWidget* makeLinesTab();
    QWidget* makeAnnotationTab();
    QWidget* makeAppearanceTab();
    QDoubleSpinBox* makeNodesBox(std::uint64_t minimum);
    QDoubleSpinBox* makeThresholdBox(double minimum, double maximum);
    // A line edit for a file and its Browse… button, which calls `choose`.
    QWidget* makePathRow(QLineEdit*& edit, const QString& placeholder, const QString& browseTip,
                         void (SettingsDialog::*choose)(), QWidget* parent);
    void chooseValueEngine();
    void chooseLinesEngine();
    void chooseEcoFile();
    void chooseSyzygyFolder();
    void validate();

    QTabWidget* tabs_;
    QDialogButtonBox* buttons_;
    QLabel* problem_ = nullptr;

    // Analysis.
    QDoubleSpinBox* rootNodes_ = nullptr;
    QDoubleSpinBox* leafNodes_ = nullptr;
    QDoubleSpinBox* budgetBits_ = nullptr;
    QSpinBox* maxExpansions_ = nullptr;
    QComboBox* moveModel_ = nullptr; // data: AppSettings::MoveModel
    QComboBox* leafModel_ = nullptr; // data: analysis::LeafModel
    QDoubleSpinBox* valueNodes_ = nullptr;
    QCheckBox* deeperLooks_ = nullptr;
    QLineEdit* valueEngine_ = nullptr;
    QLineEdit* syzygyPath_ = nullptr;
    QLineEdit* ecoFile_ = nullptr; // annotation
    QSpinBox* threads_ = nullptr;

    // Engine lines.
    QLineEdit* linesEngine_ = nullptr;
    QSpinBox* linesThreads_ = nullptr;
    QSpinBox* linesHash_ = nullptr;
    QComboBox* linesLimit_ = nullptr; // data: LinesLimit::Kind
    QSpinBox* linesLimitValue_ = nullptr;

    // Annotation.
    QSpinBox* defaultElo_ = nullptr;
    QDoubleSpinBox* small_ = nullptr;
    QDoubleSpinBox* large_ = nullptr;
    QDoubleSpinBox* decisive_ = nullptr;
    QDoubleSpinBox* hysteresis_ = nullptr;
    QDoubleSpinBox* tensionLow_ = nullptr;
    QDoubleSpinBox* tensionHigh_ = nullptr;
    QDoubleSpinBox* valueThreshold_ = nullptr;
    QDoubleSpinBox* valueDrop_ = nullptr;
    QDoubleSpinBox* dubiousDrop_ = nullptr;
    QDoubleSpinBox* quietGap_ = nullptr;
    QCheckBox* evaluations_ = nullptr;
    QCheckBox* variations_ = nullptr;

    // Appearance.
    QComboBox* language_ = nullptr;
    QComboBox* pieceTheme_ = nullptr;
    QComboBox* boardColors_ = nullptr;
};

} // namespace kibitz::ui
