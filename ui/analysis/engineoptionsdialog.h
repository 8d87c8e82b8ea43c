#pragma once

// "Engine Options…" of the live lines: the options a UCI engine declared in answer to `uci`
// (uciprotocol's UciOption), each as the widget of its type — a spin box for a spin, a check box
// for a check, a combo box for a combo, a line edit for a string, a push button for a button.
// The options other settings own are left out: MultiPV (the panel's Lines box), Threads and Hash
// (Settings). A button is pressed at once (buttonPressed); the other values are read with
// values() after OK.
//
// The values are kept per engine command line in QSettings (storedEngineOptions,
// storeEngineOptions) and sent to the engine with `setoption` before `isready` on every start.

#include "engines/uciprotocol.h"

#include <QDialog>
#include <QString>

#include <utility>
#include <vector>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace kibitz::ui {

using EngineOptionValues = std::vector<std::pair<QString, QString>>;

class EngineOptionsDialog : public QDialog {
    Q_OBJECT

public:
    // `options` as the engine declared them, `values` the user's (the rest show their defaults).
    EngineOptionsDialog(const QString& engineName, const std::vector<engines::UciOption>& options,
                        const EngineOptionValues& values, QWidget* parent = nullptr);

    // Every option shown (not the buttons) with the value its widget holds, in the engine's order.
    EngineOptionValues values() const;
    // Of those, the ones whose value is not what the dialog opened with (to send to the engine)
    // and the ones whose value is not the engine's default (to keep).
    EngineOptionValues changes() const;
    EngineOptionValues nonDefaults() const;
    // The widget of the option `name` (objectName "engineOption:<name>"), for tests.
    QWidget* editor(const QString& name) const;

    // Whether an option is shown in the dialog (MultiPV, Threads and Hash are set elsewhere).
    static bool isShown(const engines::UciOption& option);

signals:
    void buttonPressed(const QString& name);

private:
    struct Row {
        engines::UciOption option;
        QWidget* editor;
        QString initial;
    };
    // The values of values() for which `keep(row, value)` holds.
    template <typename Keep>
    EngineOptionValues filtered(Keep keep) const;
    std::vector<Row> rows_;
};

// The user's option values of the engine run by `command`, as stored; empty when none.
EngineOptionValues storedEngineOptions(const QString& command);
void storeEngineOptions(const QString& command, const EngineOptionValues& values);

} // namespace kibitz::ui
