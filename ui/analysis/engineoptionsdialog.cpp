#include "ui/analysis/engineoptionsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace kibitz::ui {

namespace {

using engines::UciOption;

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

// The stored value of `name`, else the option's default.
QString valueOf(const UciOption& option, const EngineOptionValues& values) {
    const QString name = text(option.name);
    for (const auto& [n, v] : values)
        if (n.compare(name, Qt::CaseInsensitive) == 0) return v;
    return text(option.defaultValue.value_or(std::string()));
}

int clampToInt(std::int64_t x) {
    return int(std::clamp<std::int64_t>(x, std::numeric_limits<int>::min(),
                                        std::numeric_limits<int>::max()));
}

// The settings group of an engine: its command line, made a single key.
QString groupOf(const QString& command) {
    return QStringLiteral("engineOptions/") +
           QString::fromLatin1(QUrl::toPercentEncoding(command.trimmed()));
}

} // namespace

bool EngineOptionsDialog::isShown(const UciOption& option) {
    const QString name = text(option.name);
    for (const char* owned : {"MultiPV", "Threads", "Hash", "SyzygyPath"})
        if (name.compare(QLatin1String(owned), Qt::CaseInsensitive) == 0) return false;
    return true;
}

EngineOptionsDialog::EngineOptionsDialog(const QString& engineName,
                                         const std::vector<UciOption>& options,
                                         const EngineOptionValues& values, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("engineOptionsDialog"));
    setWindowTitle(tr("Options of %1").arg(engineName));
    auto* form = new QWidget;
    auto* rows = new QFormLayout(form);
    for (const UciOption& option : options) {
        if (!isShown(option)) continue;
        const QString name = text(option.name);
        const QString value = valueOf(option, values);
        QWidget* editor = nullptr;
        switch (option.type) {
        case UciOption::Type::Spin: {
            auto* box = new QSpinBox;
            box->setRange(clampToInt(option.min.value_or(std::numeric_limits<int>::min())),
                          clampToInt(option.max.value_or(std::numeric_limits<int>::max())));
            box->setValue(value.toInt());
            editor = box;
            break;
        }
        case UciOption::Type::Check: {
            auto* box = new QCheckBox;
            box->setChecked(value == QLatin1String("true"));
            editor = box;
            break;
        }
        case UciOption::Type::Combo: {
            auto* box = new QComboBox;
            for (const std::string& var : option.vars) box->addItem(text(var));
            box->setCurrentText(value);
            editor = box;
            break;
        }
        case UciOption::Type::String: {
            auto* edit = new QLineEdit(value);
            edit->setMinimumWidth(200);
            editor = edit;
            break;
        }
        case UciOption::Type::Button: {
            auto* button = new QPushButton(name);
            connect(button, &QPushButton::clicked, this,
                    [this, name] { emit buttonPressed(name); });
            editor = button;
            break;
        }
        }
        editor->setObjectName(QStringLiteral("engineOption:") + name);
        rows->addRow(option.type == UciOption::Type::Button ? QString() : name + u':', editor);
        rows_.push_back({option, editor, value});
    }
    if (rows_.empty()) rows->addRow(new QLabel(tr("The engine has no options to set here.")));

    auto* scroll = new QScrollArea;
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* note = new QLabel(tr("Threads and Hash are set in Settings, the number of lines in the "
                               "panel. The values are kept for this engine and sent every time "
                               "it starts."));
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(440, std::min(560, 140 + 34 * int(rows_.size())));
}

EngineOptionValues EngineOptionsDialog::values() const {
    EngineOptionValues result;
    for (const Row& row : rows_) {
        QString value;
        switch (row.option.type) {
        case UciOption::Type::Spin:
            value = QString::number(static_cast<QSpinBox*>(row.editor)->value());
            break;
        case UciOption::Type::Check:
            value = static_cast<QCheckBox*>(row.editor)->isChecked() ? QStringLiteral("true")
                                                                     : QStringLiteral("false");
            break;
        case UciOption::Type::Combo:
            value = static_cast<QComboBox*>(row.editor)->currentText();
            break;
        case UciOption::Type::String: value = static_cast<QLineEdit*>(row.editor)->text(); break;
        case UciOption::Type::Button: continue;
        }
        result.emplace_back(text(row.option.name), value);
    }
    return result;
}

template <typename Keep>
EngineOptionValues EngineOptionsDialog::filtered(Keep keep) const {
    const EngineOptionValues all = values();
    EngineOptionValues result;
    std::size_t i = 0;
    for (const Row& row : rows_) {
        if (row.option.type == UciOption::Type::Button) continue;
        if (keep(row, all[i].second)) result.push_back(all[i]);
        ++i;
    }
    return result;
}

EngineOptionValues EngineOptionsDialog::changes() const {
    return filtered([](const Row& row, const QString& value) { return value != row.initial; });
}

EngineOptionValues EngineOptionsDialog::nonDefaults() const {
    return filtered([](const Row& row, const QString& value) {
        return value != text(row.option.defaultValue.value_or(std::string()));
    });
}

QWidget* EngineOptionsDialog::editor(const QString& name) const {
    for (const Row& row : rows_)
        if (text(row.option.name) == name) return row.editor;
    return nullptr;
}

EngineOptionValues storedEngineOptions(const QString& command) {
    QSettings settings;
    settings.beginGroup(groupOf(command));
    EngineOptionValues values;
    const int count = settings.beginReadArray(QStringLiteral("options"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        const QString name = settings.value(QStringLiteral("name")).toString();
        if (!name.isEmpty())
            values.emplace_back(name, settings.value(QStringLiteral("value")).toString());
    }
    settings.endArray();
    return values;
}

void storeEngineOptions(const QString& command, const EngineOptionValues& values) {
    QSettings settings;
    settings.remove(groupOf(command));
    settings.beginGroup(groupOf(command));
    settings.beginWriteArray(QStringLiteral("options"), int(values.size()));
    for (int i = 0; i < int(values.size()); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), values[std::size_t(i)].first);
        settings.setValue(QStringLiteral("value"), values[std::size_t(i)].second);
    }
    settings.endArray();
}

} // namespace kibitz::ui
