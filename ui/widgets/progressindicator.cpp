#include "ui/widgets/progressindicator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace kibitz::ui {

ProgressIndicator::ProgressIndicator(const QString& objectName, QWidget* parent)
    : QWidget(parent)
    , label_(new QLabel(this))
    , bar_(new QProgressBar(this))
    , cancel_(new QToolButton(this)) {
    setObjectName(objectName);
    bar_->setObjectName(objectName + QStringLiteral("Bar"));
    cancel_->setObjectName(objectName + QStringLiteral("Cancel"));
    bar_->setMaximumWidth(220);
    bar_->setMaximumHeight(fontMetrics().height() + 4);
    bar_->setTextVisible(true);
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop this job"));
    cancel_->setAutoRaise(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(label_);
    layout->addWidget(bar_);
    layout->addWidget(cancel_);
    connect(cancel_, &QToolButton::clicked, this, &ProgressIndicator::cancelRequested);
    hide();
}

void ProgressIndicator::begin(const QString& text, int total) {
    label_->setText(text);
    bar_->setRange(0, std::max(total, 1));
    bar_->setValue(0);
    show();
}

void ProgressIndicator::setFormat(const QString& format) {
    bar_->setFormat(format);
}

void ProgressIndicator::setProgress(int done) {
    bar_->setValue(std::min(done, bar_->maximum()));
}

void ProgressIndicator::setProgressOf(int done, int total) {
    if (total > bar_->maximum()) bar_->setMaximum(total);
    setProgress(done);
}

void ProgressIndicator::finish() {
    hide();
}

} // namespace kibitz::ui
