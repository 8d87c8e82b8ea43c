#include "ui/window/helpdialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace kibitz::ui {

HelpDialog::HelpDialog(QWidget* parent)
    : QDialog(parent)
    , browser_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("helpDialog"));
    setWindowTitle(tr("What the Window Shows"));
    browser_->setObjectName(QStringLiteral("helpBrowser"));
    browser_->setOpenExternalLinks(false);
    browser_->setSource(QUrl(QStringLiteral("qrc:/help/help.html")));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_, 1);
    layout->addWidget(buttons);
    resize(760, 820);
}

void HelpDialog::showSection(const QString& anchor) {
    browser_->scrollToAnchor(anchor);
}

} // namespace kibitz::ui
