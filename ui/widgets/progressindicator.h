#pragma once

// A long job in the status bar: what it does, a progress bar and a Cancel button. Hidden while
// the job is not running.

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QProgressBar;
class QToolButton;
QT_END_NAMESPACE

namespace kibitz::ui {

class ProgressIndicator : public QWidget {
    Q_OBJECT

public:
    explicit ProgressIndicator(const QString& objectName, QWidget* parent = nullptr);

    // Shows the indicator with `text` ("Analysing", "Annotating games") at 0 of `total`.
    void begin(const QString& text, int total);
    // `format` as QProgressBar's: "%v of %m positions".
    void setFormat(const QString& format);
    void setProgress(int done);
    // ... of a total that may have grown since begin() (more work found on the way).
    void setProgressOf(int done, int total);
    void finish();

    QProgressBar* bar() const { return bar_; }
    QToolButton* cancelButton() const { return cancel_; }

signals:
    void cancelRequested();

private:
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* cancel_;
};

} // namespace kibitz::ui
